"""Text normalisation shared by every stage: markup stripping, matching keys, slugs."""

from __future__ import annotations

import hashlib
import re
import unicodedata

# Marks that CVs put around or after names: bold, emphasis, equal-contribution (#, *, †, ‡),
# escaped asterisks and HTML superscripts.
_HTML_TAG_RE = re.compile(r"</?(?:sup|sub|b|strong|em|i|u)\s*>", re.IGNORECASE)
_MARK_RE = re.compile(r"\\?[*#†‡§¶]|\*\*|__")
_TITLE_RE = re.compile(
    r"^(?:(?:assistant|associate|full|adjunct|visiting)\s+)?(?:prof(?:essor)?|dr|mr|ms|mrs)\.?\s+",
    re.IGNORECASE,
)


def strip_markup(text: str) -> str:
    """Remove Markdown/HTML emphasis and contribution marks; collapse spaces."""
    text = _HTML_TAG_RE.sub("", text)
    text = _MARK_RE.sub("", text)
    text = text.strip(" _,;")
    return " ".join(text.split())


def strip_title(name: str) -> str:
    """'Prof. Haohuan Fu' -> 'Haohuan Fu'."""
    return _TITLE_RE.sub("", name).strip()


def fold(text: str) -> str:
    """Case-, accent- and width-insensitive form of a text."""
    if text.isascii():  # nothing to decompose: most titles and names (a third of fold's time)
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def name_key(name: str) -> str:
    """The key two spellings of one name share: 'Michael D. Bond' -> 'michael d bond'."""
    folded = fold(strip_markup(name))
    return " ".join(re.sub(r"[^\w]+", " ", folded).split())


def title_key(title: str) -> str:
    """Publication identity: letters and digits only, case-insensitive."""
    return re.sub(r"[^\w]+", "", fold(strip_markup(title))).replace("_", "")


_DOI_RESOLVERS = ("https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/", "doi:")


def strip_doi_resolver(doi: str) -> str:
    """A DOI without its resolver prefix: ``https://doi.org/10.1/x`` -> ``10.1/x``."""
    text = doi.strip()
    for prefix in _DOI_RESOLVERS:
        if text.lower().startswith(prefix):
            return text[len(prefix) :].strip()
    return text


def doi_key(doi: str) -> str:
    """Publication identity by DOI: without a resolver prefix, case-insensitive (DOIs are)."""
    return strip_doi_resolver(doi).casefold()


def slugify(text: str, max_length: int = 60) -> str:
    """A readable ASCII slug; non-Latin text falls back to a short hash."""
    ascii_text = fold(text).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")
    if len(slug) > max_length:
        slug = slug[:max_length].rsplit("-", 1)[0] or slug[:max_length]
    return slug or "x" + short_hash(text)


def short_hash(text: str, length: int = 8) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:length]


def edit_distance(a: str, b: str, limit: int = 2) -> int:
    """Levenshtein distance, stopping early once it exceeds ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        if min(current) > limit:
            return limit + 1
        previous = current
    return previous[-1]
