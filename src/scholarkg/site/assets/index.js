// Filter the list of researchers by name and organisation (the list works without this).
(function () {
  "use strict";
  var form = document.getElementById("filters");
  var list = document.getElementById("people");
  if (!form || !list) { return; }
  var search = document.getElementById("search");
  var organization = document.getElementById("organization");
  var shown = document.getElementById("shown");
  var items = Array.prototype.slice.call(list.querySelectorAll("li"));
  function fold(text) { return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase(); }
  function update() {
    var words = fold(search.value).split(/\s+/).filter(Boolean);
    var org = organization.value;
    var count = 0;
    items.forEach(function (item) {
      var text = fold(item.textContent);
      var orgs = (item.getAttribute("data-orgs") || "").split(" ");
      var visible = words.every(function (w) { return text.indexOf(w) >= 0; }) && (!org || orgs.indexOf(org) >= 0);
      item.hidden = !visible;
      if (visible) { count += 1; }
    });
    shown.textContent = count + " of " + items.length + " shown";
  }
  form.hidden = false;
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  search.addEventListener("input", update);
  organization.addEventListener("change", update);
  update();
})();
