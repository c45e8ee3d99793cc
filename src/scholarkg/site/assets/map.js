// The interactive co-author map: vis-network (shipped with the site, never from a CDN).
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("map-data").textContent);
  var container = document.getElementById("network");
  var nodes = new vis.DataSet(data.nodes.map(function (n) {
    return { id: n.id, label: n.label, url: n.url, shape: "dot", size: n.profile ? 14 : 7,
             color: n.profile ? "#0b4f9c" : "#8aa4c0", font: { color: "#111", size: n.profile ? 16 : 12 } };
  }));
  var edges = new vis.DataSet(data.edges.map(function (e) {
    return { from: e.from, to: e.to, value: e.value, title: e.value + " joint paper" + (e.value === 1 ? "" : "s"), color: "#9aa7b4" };
  }));
  var network = new vis.Network(container, { nodes: nodes, edges: edges }, {
    interaction: { navigationButtons: true, keyboard: { enabled: true, bindToWindow: false }, hover: true },
    physics: { stabilization: { iterations: 200 }, barnesHut: { gravitationalConstant: -4000 } },
    edges: { scaling: { min: 1, max: 8 } }
  });
  window.scholarkgNetwork = network;
  network.once("stabilizationIterationsDone", function () { network.setOptions({ physics: false }); });
  network.on("doubleClick", function (params) {
    if (params.nodes.length) { var node = nodes.get(params.nodes[0]); if (node.url) { window.location.href = node.url; } }
  });
  var names = document.getElementById("names");
  data.nodes.slice().sort(function (a, b) { return a.label.localeCompare(b.label); }).forEach(function (n) {
    var option = document.createElement("option"); option.value = n.label; names.appendChild(option);
  });
  document.getElementById("find").addEventListener("submit", function (event) {
    event.preventDefault();
    var wanted = document.getElementById("who").value.trim().toLowerCase();
    var found = data.nodes.filter(function (n) { return n.label.toLowerCase() === wanted; })[0]
      || data.nodes.filter(function (n) { return n.label.toLowerCase().indexOf(wanted) >= 0; })[0];
    var said = document.getElementById("found");
    if (!wanted || !found) { said.textContent = "Nobody of that name on the map."; return; }
    network.selectNodes([found.id]);
    network.focus(found.id, { scale: 1.4, animation: false });
    said.textContent = found.label + ": " + network.getConnectedNodes(found.id).length + " co-authors on the map. Double-click to open the page.";
  });
})();
