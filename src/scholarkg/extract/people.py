"""Person names in running text: what looks like a name, author lists, contribution marks.

Author lists come in many shapes: ``A, B, and C``; ``A*, B*, C`` with a legend saying what
``*`` means; ``Last, First and Last, First``; APA ``Last, F., & Last, G.``; Vancouver
``Xin Y, Li WXY``. Every author is returned as written (typos excepted, see
:func:`harmonise_typos`), with the marks turned into ``equal_contribution`` /
``corresponding`` flags.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from ..names import edit_distance, name_key

PARTICLES = frozenset(
    "de da das do dos du del della der den di la le van von ter ten bin binti al el y zu".split()
)
SUFFIXES = frozenset("jr jr. sr sr. ii iii iv".split())
MARKS = "*#†‡§¶✉⁎∗"
_MARK_CLASS = re.escape(MARKS)

# Words that are capitalised in titles and headings but are not names. Words that are also
# common family or given names (Long, Song, You, He, Park, Wood, Will, May, ...) are left out
# on purpose: the cost of a missed title word is a second look, of a missed name a lost author.
TITLE_WORDS = frozenset(
    """
    a about above accelerating acceleration accelerator accelerators accurate across adaptive
    adaptively advanced advances advancing adversarial affordable against agent agents aided
    algebraic algorithm algorithms all allocation among analysis analytics and annual any
    application applications applied approach approaches approximate architecture architectures
    are artificial as assisted at attention augmentation aware automated automatic automatically
    autonomous avoiding based be behavior benchmark benchmarking better beyond big billion block
    both bounded brain build building by cache caching can capable capturing case center centre
    challenges cheap checkpoint checkpointing circuit circuits classification cloud cluster
    clusters code coefficient collaborative collection combining common communication companion
    comparative compilation compiler compilers complex complexity completion compressing
    compression computation computational compute computer computers computing concurrent
    conference conflict conflicts consistency constrained contract contracts control
    controlling convergent convolution convolutional coordination correlated corrections cost
    coupled cross cryptographic data database databases dataset datasets decoding decoupled deep
    dependence dependences depth derivation design designing detection development device devices
    diagnosis differential discovery distributed does driven drift dynamic each edge effective
    efficient efficiently embedded embedding empirical enabling encoder end energy engine
    engineering enhanced ensemble environment environments equivalent error estimation evaluation
    evaluating evolution exceptions execution experts explicit exploiting exploring extreme fast
    faster fault feature features federated fine firmware flash flow for framework frameworks free
    from full fully functional future gaussian general generalizing generation generative global
    glasses goodput gpu gpus gradient graph graphs grained guided hardware heterogeneity
    heterogeneous hidden hierarchical high histograms how human hybrid identifying image images
    implicit improved improving in inference information infrastructure instances integer
    integrated integrating integration intelligence intelligent inter interactive interface
    interfaces interleaving intermittent internet into intra is isolation join joint kernel
    kernels key knowledge language languages large latency layer layers learned learning level
    library lightweight linear links logic look loss low machine machines making management
    many mapping matching matrices matrix measurement memory mesh method methods migration mining
    mixed mixture mobile model modeling modelling models modern monitoring monotonic multi
    multiplication natural near nearest network networked networks neural new next node nodes
    non not novel of offline on online operations operator operators optimal optimization
    optimizations optimized optimizer optimizing orchestrating orchestration order outlier over
    parallel parallelism parallelization parallelizing parameter partial partially partition
    partitioning path performance permanently persistent pipeline placement platform platforms
    power practical pre precision predicates prediction preemptible principles privacy proactive
    probabilistic problem processing processor processors production program programming
    programs progress proof proofs proximity quantized quantum queries query race random
    real recommendation recurrent reducing reduction redundancy refinement region regions
    regulatory reinforcement relaxed reliable replication report representation representations
    resilient resource resources retrieval rewiring robot robotic robotics robust run runs runtime
    safe sampling scalable scale scaling scenes scheduler scheduling search second secure security
    selection self semantic semantics semi sensing sensor sequence serving side simple
    simulation single smart soft software sparse sparsification spatially speculation
    speculative stencils stereo storage store stores strategy streaming strong structure
    structured structures study substitutions superoptimization supervised support survey
    synchronization system systems table tables task technique techniques temporal tensor
    tensors test testing the theoretical theory thread through time to toward towards traffic
    training transactional transactions transfer transformations transformer transformers
    transparent tree trees tuning turbid two types uncertainty under understanding unified
    update updates upgrades us use used using variable variant vector vectors verification
    verified via vision visual water web what when where which while wide with without work
    workloads world zero zoned
    award awards best paper prize fellowship scholarship student students university institute
    department school college laboratory lab group center professor lecturer researcher
    scientist engineer intern director manager member editor chair reviewer committee program
    proceedings journal symposium workshop transactions letters preprint thesis dissertation
    patent technical book chapter volume pages press online abstract abstracts expanded
    associate assistant postdoctoral postdoc fellow senior principal visiting adjunct emeritus
    research candidate officer analyst consultant developer
    """.split()
)
_WORDY_ENDINGS = (
    "tion",
    "tions",
    "ment",
    "ments",
    "ness",
    "ity",
    "ities",
    "ics",
    "able",
    "ible",
    "ized",
    "ised",
    "ware",
    "ology",
    "aware",
    "based",
)
_TITLE_PREFIX_RE = re.compile(
    r"^(?:(?:assistant|associate|full|adjunct|visiting|emeritus)\s+)?"
    r"(?:prof(?:essor)?|dr|mr|ms|mrs|miss|sir)\.?\s+",
    re.IGNORECASE,
)
_NAME_TOKEN = r"(?:[A-Z]\.(?:-?[A-Z]\.)+|[A-ZÀ-ÖØ-ÞĀ-ſ][\w'’À-ÿĀ-ſ]*(?:-[\w'’À-ÿĀ-ſ]+)*\.?)"


@dataclass
class Author:
    name: str
    equal_contribution: bool = False
    corresponding: bool = False
    raw: str = ""

    def value(self) -> str | dict[str, object]:
        """The author as the profile format writes it: a name, or a mapping with flags."""
        if not (self.equal_contribution or self.corresponding):
            return self.name
        out: dict[str, object] = {"name": self.name}
        if self.equal_contribution:
            out["equal_contribution"] = True
        if self.corresponding:
            out["corresponding"] = True
        return out


@dataclass
class Legend:
    """What each contribution mark means in this document."""

    meaning: dict[str, str] = field(
        default_factory=lambda: {
            "*": "equal",
            "#": "equal",
            "†": "equal",
            "‡": "equal",
            "⁎": "equal",
            "∗": "equal",
            "✉": "corresponding",
            "§": "corresponding",
            "¶": "corresponding",
        }
    )

    @classmethod
    def from_text(cls, text: str) -> Legend:
        """Read legends such as ``(#equal contribution, *corresponding author)``."""
        legend = cls()
        for match in re.finditer(
            rf"([{_MARK_CLASS}])\s*:?\s*(?:denotes\s+|indicates\s+|=\s*)?"
            r"(equal(?:ly)?[ -]contribut\w*|co-?first|joint first|corresponding)",
            text,
            re.IGNORECASE,
        ):
            mark, word = match.group(1), match.group(2).lower()
            legend.meaning[mark] = "corresponding" if word.startswith("corresponding") else "equal"
        return legend


def titlecase_name(text: str) -> str:
    """``MINJIA ZHANG`` -> ``Minjia Zhang``; names already in mixed case are kept."""
    if text.upper() != text:
        return text
    words = []
    for word in text.split():
        if re.fullmatch(r"[A-Z]\.?", word):
            words.append(word)
        else:
            words.append("-".join(part[:1] + part[1:].lower() for part in word.split("-")))
    return " ".join(words)


# a degree after the name: "I-Kang Ding, Ph.D.", "Ada Example, MD"; in a list of names, before
# the next ("A, Ph.D and Prof. B, Ph.D")
_DEGREE_AFTER_NAME = r",\s*(?:Ph\.?\s?D|D\.?\s?Phil|M\.?\s?D|M\.?\s?Sc|MBA|P\.?\s?Eng)\.?"
_DEGREE_SUFFIX_RE = re.compile(_DEGREE_AFTER_NAME + "$")
DEGREE_AFTER_NAME_RE = re.compile(_DEGREE_AFTER_NAME + r"(?=\s|[,;]|$)")


def strip_person_title(text: str) -> str:
    """``Prof. X``, ``Assistant Prof. X``, ``Dr. X``, misspelt titles (``Profossor``) and a degree
    after the name (``X, Ph.D.``) -> ``X``."""
    text = text.strip()
    previous = None
    while previous != text:
        previous = text
        text = _DEGREE_SUFFIX_RE.sub("", _TITLE_PREFIX_RE.sub("", text)).strip()
        first, _, rest = text.partition(" ")
        if rest and len(first) >= 7 and edit_distance(first.lower(), "professor", 2) <= 2:
            text = rest.strip()
    return text


def is_wordy(token: str) -> bool:
    """Whether a capitalised token is more likely a title word than part of a name."""
    lowered = token.lower().strip(".,;:'’")
    if len(lowered) <= 1:
        return False
    if lowered in TITLE_WORDS:
        return True
    if "-" in lowered and any(len(part) > 1 and part in TITLE_WORDS for part in lowered.split("-")):
        return True  # "Hand-Crafted", not the initials "A-S"
    return len(lowered) >= 8 and lowered.endswith(_WORDY_ENDINGS)


# the words of a CV's section titles, never a word of a name ("DevOps Skills" over the CV), and of
# a link to the CV itself ("Download PDF")
_SECTION_WORDS = frozenset(
    "skills experience education publications summary projects awards contact objective profile "
    "references interests languages certifications download resume résumé cv pdf".split()
)


def looks_like_name(text: str, known: set[str] | None = None) -> bool:
    """Whether a short text reads as a person's name (``Michael D. Bond``, ``Seo-yeon Han``)."""
    text = text.strip()
    if not text:
        return False
    if known and name_key(text) in known:
        return True
    if re.search(r"[:;!?\"“”()\[\]{}@/\\|<>=+0-9]", text) or "  " in text:
        return False
    tokens = text.split()
    if not 2 <= len(tokens) <= 5:
        return False
    core = [t for t in tokens if t not in PARTICLES and t.lower() not in SUFFIXES]
    if len(core) < 2:
        return False
    for token in tokens:
        if token in PARTICLES or token.lower() in SUFFIXES:
            continue
        if not re.fullmatch(_NAME_TOKEN, token):
            return False
        if token.isupper() and len(token.strip(".")) > 3 and not token.endswith("."):
            return False  # "NSDI", "USENIX": acronyms, not names
        if is_wordy(token) or token.lower() in _SECTION_WORDS:
            return False
    full = [t for t in core if len(t.strip(".")) > 1 or not t.endswith(".")]
    if not any(len(t.strip(".")) >= 2 and not re.fullmatch(r"(?:[A-Z]\.)+", t) for t in full):
        return False
    return True


def _vancouver(text: str) -> str | None:
    """``Xin Y`` / ``Li WXY`` / ``Lee K.H.`` / ``Vert J-P`` -> ``Y. Xin`` / ``W. X. Y. Li`` /
    ``K. H. Lee`` / ``J.-P. Vert``."""
    match = re.fullmatch(
        r"([A-Z][\w'’-]*[a-z][\w'’-]*(?:\s[A-Z][\w'’-]*[a-z][\w'’-]*)?)\s+((?:[A-Z]\.?){1,3}|[A-Z]\.?-[A-Z]\.?)",
        text.strip(),
    )
    if not match or is_wordy(match.group(1)) or match.group(2) in ("II", "III", "IV"):
        return None  # "Tom Reed II": a generation, not initials
    if "-" in match.group(2):  # "Vert J-P" -> "J.-P. Vert"
        return (
            "-".join(f"{letter}." for letter in re.findall(r"[A-Z]", match.group(2))) + " " + match.group(1)
        )
    initials = re.findall(r"[A-Z]", match.group(2))
    return " ".join(f"{letter}." for letter in initials) + " " + match.group(1)


def _marks(segment: str) -> tuple[str, set[str]]:
    found = set(re.findall(rf"[{_MARK_CLASS}]", segment))
    cleaned = re.sub(rf"[{_MARK_CLASS}]", "", segment)
    cleaned = re.sub(r"\^\{?[\d,]+\}?|(?<=[a-z])\d+\b", "", cleaned)  # affiliation numbers
    return " ".join(cleaned.split()).strip(" ,;"), found


def _author(raw: str, legend: Legend) -> Author | None:
    text, marks = _marks(raw)
    text = re.sub(r"^(?:and|&)\s+", "", text).strip()
    text = strip_person_title(text)
    text = re.sub(r"\s*\([^)]*\)$", "", text)  # "(Rae)", "(corresponding author)" at the end
    text = re.sub(r"(?<=[a-z]{3})\.(?=\s)", "", text)  # "Jipeng. Huang": a stray dot after a full name
    text = text.rstrip(".") if not re.search(r"\b[A-Z]\.$", text) else text
    if not text:
        return None
    swapped = _vancouver(text)
    if swapped:
        text = swapped
    author = Author(titlecase_name(text), raw=raw.strip())
    for mark in marks:
        meaning = legend.meaning.get(mark, "equal")
        if meaning == "corresponding":
            author.corresponding = True
        else:
            author.equal_contribution = True
    return author


def split_author_list(text: str, legend: Legend) -> tuple[list[Author], bool]:
    """The authors of a list that is known to hold only authors; True when cut short (et al.)."""
    text = re.sub(r"(?<![\s.][A-Z])[.,;:]+$", "", text.strip())
    truncated = False
    cut = re.search(r",?\s*(?:et\.?\s*al\.?|etc\.?|and others)\s*$", text, re.IGNORECASE)
    if cut:
        text, truncated = text[: cut.start()], True
    text = re.sub(r"\s+&\s+", " and ", text)
    parts = _apa_pairs(text) or _last_first_pairs(text) or _chicago_pairs(text)
    if parts is None:
        parts = [p for p in re.split(r"\s*;\s*|\s*,\s*(?:and\s+)?|\s+and\s+", text) if p.strip()]
    authors = [a for a in (_author(p, legend) for p in parts) if a is not None]
    return authors, truncated


def _apa_pairs(text: str) -> list[str] | None:
    """``Fernández Ortega, L., Okoro, C.*, and Bauer, M.`` -> ``L. Fernández Ortega`` ..."""
    segments = [s.strip() for s in re.split(r",\s*", text.replace(" and ", ", ")) if s.strip()]
    if len(segments) < 2 or len(segments) % 2:
        return None
    initials = rf"(?:[A-Z]\.\s?-?){{1,3}}[{_MARK_CLASS}]*"
    pairs = []
    for surname, given in zip(segments[::2], segments[1::2]):
        if not re.fullmatch(initials, given) or not re.fullmatch(r"[\w'’ -]+", surname.replace("and ", "")):
            return None
        marks = "".join(re.findall(rf"[{_MARK_CLASS}]", given))
        given = re.sub(rf"[{_MARK_CLASS}]", "", given)
        pairs.append(
            f"{' '.join(given.replace('.', '. ').split())} {surname.removeprefix('and ').strip()}{marks}"
        )
    return pairs


def _last_first_pairs(text: str) -> list[str] | None:
    """``Li, Liandeng and Fu, Haohuan`` (BibTeX order) -> ``Liandeng Li``, ``Haohuan Fu``."""
    parts = [p.strip() for p in re.split(r",?\s+and\s+", text) if p.strip()]
    if len(parts) < 3:
        return None
    swapped = []
    pairs = 0
    for part in parts:
        match = re.fullmatch(rf"([\w'’-]+)\s*,\s*([\w'’. -]+?)([{_MARK_CLASS}]*)", part)
        if match and "," not in match.group(2):
            swapped.append(f"{match.group(2)} {match.group(1)}{match.group(3)}")
            pairs += 1
        elif "," in part:
            return None
        else:
            swapped.append(part)
    return swapped if pairs >= len(parts) - 1 else None


def _chicago_pairs(text: str) -> list[str] | None:
    """``Lima, Ana, and John Smith`` (Chicago: the first author inverted, the others not) ->
    ``Ana Lima``, ``John Smith``."""
    match = re.fullmatch(
        rf"([\w'’-]+),\s+([\w'’.-]+(?:\s+[\w'’.-]+)?)([{_MARK_CLASS}]*)(?:,\s*(?:and\s+)?|\s+and\s+)(.+)",
        text.strip(),
    )
    if not match or not re.search(r"\band\s+", text):
        return None
    rest = [p for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", match.group(4)) if p.strip()]
    if not rest or any(len(p.split()) < 2 for p in rest):  # the others: given name first, two words or more
        return None
    return [f"{match.group(2)} {match.group(1)}{match.group(3)}", *rest]


_SEPARATOR_RE = re.compile(r"\s*(?:;|,\s*and\b|,|&|\band\b)\s*")
_NAME_AT_RE = re.compile(
    rf"(?:(?:Prof(?:essor)?|Dr)\.?\s+)?((?:{_NAME_TOKEN}|{'|'.join(sorted(PARTICLES))})"
    rf"(?:\s+(?:{_NAME_TOKEN}|{'|'.join(sorted(PARTICLES))})){{0,4}})([{_MARK_CLASS}]*)"
)


_SUFFIX_AFTER_RE = re.compile(r",?\s+(?:Jr\.?|Sr\.?|II|III|IV)(?=\s*(?:,|\band\b|&|$))")


def take_authors(text: str, known: set[str]) -> tuple[list[str], int]:
    """Read names from the start of a citation until something is not a name.

    Returns the raw author segments (marks kept) and the offset where the rest begins.
    ``known`` holds name keys seen elsewhere in the document: they let a name run straight into
    a title (``... and Jipeng Huang Octet: Capturing ...``) and still be cut right.
    """
    pos = 0
    found: list[str] = []
    vancouver = False  # every name so far "Hocking TD, Boeva V": initials and a full stop end the list
    n = len(text)
    while pos < n:
        sep = _SEPARATOR_RE.match(text, pos) if found else re.match(r"\s*", text, pos)
        start = sep.end() if sep else pos
        candidate = _longest_name(text, start, known, vancouver)
        if candidate is None:
            break
        end, raw = candidate
        suffix = _SUFFIX_AFTER_RE.match(text, end)  # "Tom Reed, II, and ...": the suffix is the name's
        if suffix:
            end, raw = suffix.end(), raw + " " + suffix.group(0).strip(" ,")
        vancouver = (vancouver or not found) and _vancouver(_marks(raw)[0]) is not None
        found.append(raw)
        pos = end
        after = text[pos : pos + 3]
        if re.match(r"\.\s|\.$", after) and not re.search(r"\b[A-Z]$", raw.rstrip(MARKS)):
            pos += 1  # "... Yutong Lu. Title": the list ends with the sentence
            break
        if re.match(r"\s*\(?(?:19|20)\d\d\b", text[pos:]):
            break  # "... Smith J. 2015. Title": the year ends the list (ACM style)
    return found, pos


def _initials_end_inside(text: str, words: list[tuple[int, int]]) -> bool:
    """Whether a Vancouver name's initials and full stop come before the last of ``words``:
    "Vert J-P. SegAnnDB" is "Vert J-P." and then the title (asked only in a list of such names:
    elsewhere "Michael D. Bond" has a middle initial)."""
    return any(
        re.fullmatch(r"[A-Z]{1,3}\.|[A-Z]-[A-Z]\.", text[a:b]) is not None
        and re.fullmatch(r"[A-Z][\w'’-]*[a-z][\w'’-]*", text[words[i - 1][0] : words[i - 1][1]]) is not None
        for i, (a, b) in enumerate(words[:-1])
        if i > 0
    )


def _longest_name(text: str, start: int, known: set[str], vancouver: bool = False) -> tuple[int, str] | None:
    match = _NAME_AT_RE.match(text, start)
    if not match:
        return None
    words = [
        (m.start() + match.start(1), m.end() + match.start(1)) for m in re.finditer(r"\S+", match.group(1))
    ]
    marks = match.group(2)
    # try the longest run of name tokens first, then shorter ones
    for count in range(len(words), 0, -1):
        end = words[count - 1][1]
        candidate = text[words[0][0] : end]
        if candidate.endswith(".") and not re.search(r"\b[A-Z]\.$", candidate):
            end -= 1  # "... de Vries. Title": the dot ends the sentence, not an initial
            candidate = candidate[:-1]
        tail = marks if count == len(words) else ""
        end_with_marks = end + len(tail)
        rest = text[end_with_marks:]
        # a name ends at a separator, the end, a quote, or a sentence end
        boundary = re.match(
            rf"\s*(?:[,;&]|and\b|$|[\"“]|\.\s|\.$|:\s|[{_MARK_CLASS}]|\(?(?:19|20)\d\d\b)", rest
        )
        if (
            any(re.fullmatch(r"\w*[^\W\d_]{3}\.", text[a:b]) for a, b in words[: count - 1])
            and not (count == 2 and re.match(r"\s*[,;&]", rest))
        ) or (vancouver and _initials_end_inside(text, words[:count])):
            # "B. Lindqvist. Prices and ...", "Grid Games. A. Example, ...": a full stop after a
            # word ends a sentence, unless a first and last name have one between them and the
            # list goes on ("Jipeng. Huang, Man Cao": a stray full stop)
            continue
        clean = candidate.rstrip(".") if not re.search(r"\b[A-Z]\.$", candidate) else candidate
        if (
            boundary
            and re.match(r"\s*:", rest)
            and any(name_key(text[words[0][0] : words[k - 1][1]]) in known for k in range(2, count))
        ):
            continue  # "... Jipeng Huang Octet: Capturing ...": a known name, then a title's first word
        if boundary and looks_like_name(clean, known):
            return end_with_marks, text[start:end_with_marks]
        # "Lima A, Smith J, Wong K. Title": the initials' full stop also ends the sentence
        if (
            re.fullmatch(r"[A-Z][\w'’-]+(?:\s[A-Z][\w'’-]+)?\s(?:[A-Z]{1,3}|[A-Z]-[A-Z])\.", candidate)
            and re.match(r"\s+[A-Z\"“]", rest)
            and looks_like_name(clean, known)
        ):
            return end_with_marks, text[start:end_with_marks]
        # a known name straight followed by the title: "... Jipeng Huang Octet: ..."
        if name_key(clean) in known and re.match(r"\s+[A-Z\"“]", rest) and count >= 2:
            return end_with_marks, text[start:end_with_marks]
    return None


def harmonise_typos(counts: Counter[str], spellings: dict[str, str]) -> dict[str, str]:
    """Rare spellings one letter away from a frequent one in the same document: likely typos.

    Returns ``{rare key: frequent spelling}``. Only tokens of at least five letters may differ
    (``Yulong``/``Yutong``, ``Biswass``/``Biswas``), and the frequent spelling must be at least
    three times as common and seen at least three times, so that two real people with short,
    similar names (``Hao Wang``, ``Hai Wang``) are never merged.
    """
    fixes: dict[str, str] = {}
    keys = list(counts)
    for rare in keys:
        for common in keys:
            if rare == common or counts[common] < 3 or counts[common] < 3 * counts[rare]:
                continue
            rare_tokens, common_tokens = rare.split(), common.split()
            if len(rare_tokens) != len(common_tokens):
                continue
            differing = [(a, b) for a, b in zip(rare_tokens, common_tokens) if a != b]
            if len(differing) != 1:
                continue
            a, b = differing[0]
            if min(len(a), len(b)) < 5 or edit_distance(a, b, 1) != 1:
                continue
            fixes[rare] = spellings[common]
    return fixes
