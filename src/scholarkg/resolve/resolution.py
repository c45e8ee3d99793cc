"""Stage 2, resolve: a :class:`Corpus` -> one id per real-world entity.

People, organisations and publications mentioned in many profiles become one entity each:
by id, by registry name or alias, or (for plain names) by their normalised name. Nothing is
merged on a guess: names that might be the same entity but are not merged by an alias or an
identifier are reported as :class:`IdentityCandidate` with the reason, and facts on which
sources disagree are reported as :class:`Conflict`.
"""

from __future__ import annotations

import difflib
import functools
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from dataclasses import field as dataclass_field  # where a class has a field named "field"
from typing import Any

from ..errors import DataError, DataErrors
from ..names import doi_key, edit_distance, name_key, short_hash, slugify, title_key
from ..profiles.corpus import Corpus, LazyPositions, Located, Profile, RegistryEntry
from ..profiles.schema import ORG_REF, PERSON_REF, PROFILE, SLUG_RE, Record, references
from .matching import NameIndex, spellings_of


def identifier_keys(data: dict[str, Any]) -> list[tuple[str, str]]:
    """The identifiers and e-mail addresses of a record, as comparable (scheme, value) pairs."""
    keys = [("email", email.casefold()) for email in data.get("emails", [])]
    keys += [(scheme, str(value).casefold()) for scheme, value in sorted(data.get("identifiers", {}).items())]
    return keys


@dataclass
class Person:
    id: str
    name: str
    profile: Profile | None = None
    registry: RegistryEntry | None = None
    spellings: Counter[str] = field(default_factory=Counter)
    # registry entries under other ids that share an identifier or e-mail with this person
    merged: list[RegistryEntry] = field(default_factory=list)


# the schemes of person identifiers, in the order that picks the one an id is minted from
PERSON_SCHEMES = ("orcid", "dblp", "wikidata", "google_scholar", "github", "openalex")


@dataclass(frozen=True)
class Identified:
    """A person reference that carries identifiers: an author with an ORCID iD, say."""

    path: str
    field: str
    spelling: str
    keys: tuple[tuple[str, str], ...]  # as :func:`identifier_keys` makes them
    source: Located = dataclass_field(compare=False, repr=False)  # whose line_of gives the line

    @property
    def line(self) -> int | None:
        return self.source.line_of(self.field)


@dataclass
class IdentifiedPerson:
    """The references that share identifiers, and the person they are."""

    id: str
    keys: tuple[tuple[str, str], ...]
    references: list[Identified]
    owner_key: tuple[str, str] | None = None  # the key the person's own records hold, if any


@dataclass
class Organization:
    id: str
    name: str
    parent: str | None = None
    registry: RegistryEntry | None = None


@dataclass
class Listing:
    """One profile's entry for a publication."""

    profile: Profile
    index: int
    data: dict[str, Any]

    @property
    def field_path(self) -> str:
        return f"publications[{self.index}]"


@dataclass
class Publication:
    id: str
    title: str
    listings: list[Listing] = field(default_factory=list)


@dataclass(frozen=True)
class SourcedValue:
    value: str
    path: str
    line: int | None
    field: str

    def __str__(self) -> str:
        return f"{self.value!s} ({self.path}:{self.line}: {self.field})"


@dataclass(frozen=True)
class Conflict:
    """Sources that disagree on one fact of one entity."""

    entity: str
    label: str
    fact: str
    values: tuple[SourcedValue, ...]

    def __str__(self) -> str:
        said = "; ".join(str(v) for v in self.values)
        return f"{self.entity} '{self.label}': {self.fact} differs: {said}"


@dataclass(frozen=True)
class IdentityLink:
    """An identity decision made on identifiers: spellings joined into one person, or one
    spelling told apart into two people."""

    decision: str
    sources: tuple[SourcedValue, ...]

    def __str__(self) -> str:
        return f"{self.decision}: {'; '.join(str(v) for v in self.sources)}"


@dataclass(frozen=True)
class IdentityCandidate:
    """Two entities that might be one; a person confirms by adding an alias."""

    kind: str
    first: str
    second: str
    first_name: str
    second_name: str
    reasons: tuple[str, ...]

    def __str__(self) -> str:
        return (
            f"{self.kind} '{self.first_name}' ({self.first}) and '{self.second_name}' "
            f"({self.second}) may be the same: {'; '.join(self.reasons)}"
        )


IDENTITY_FIELDS = ("name", "aliases", "native_names", "emails", "identifiers")


@dataclass(frozen=True, slots=True)
class Spellings:
    """The person references of one profile, counted: two tuples, a third of a Counter's size."""

    names: tuple[str, ...]
    counts: tuple[int, ...]

    def items(self) -> Iterator[tuple[str, int]]:
        return zip(self.names, self.counts)


@dataclass
class ProfileSummary:
    """What resolution needs from one profile: its names, and the references it makes.

    ~5 KB each: the streamed export keeps them in scratch space, not in memory, and resolution
    reads each once.
    """

    # its data holds only the identity fields when made by :func:`summarize`, its positions
    # only the lines of the fields below (or the file to read them from): a line is looked up
    # only for a message
    profile: Profile
    spellings: Spellings  # person references, counted
    id_refs: list[tuple[str, str]]  # (field, person ref that looks like an id)
    org_refs: list[tuple[str, str, str | None]]  # (field, org ref, parent field)
    parent_refs: dict[str, str]  # parent field -> its org ref
    # person refs with identifiers (authors): (field, spelling, identifier keys); they are not
    # in ``spellings``, as the identifiers, not the name, say who they are
    identified: list[tuple[str, str, tuple[tuple[str, str], ...]]] = field(default_factory=list)
    dois: list[tuple[str, str]] = field(default_factory=list)  # (title key, DOI key) of listings without id


def summarize(profile: Profile, keep_profile: bool = False) -> ProfileSummary:
    data = profile.data
    spellings: Counter[str] = Counter()
    id_refs = []
    for where, ref in person_refs(data):
        spellings[ref] += 1
        if _is_id(ref):
            id_refs.append((where, ref))
    identified, dois = [], []
    for index, item in enumerate(data.get("publications", [])):
        if "doi" in item and "id" not in item:
            dois.append((title_key(item["title"]), doi_key(item["doi"])))
        for place, author in enumerate(item["authors"]):
            if isinstance(author, dict) and author.get("identifiers"):
                where = f"publications[{index}].authors[{place}]"
                keys = tuple(identifier_keys(author))
                identified.append((where, author["name"], keys))
                spellings[author["name"]] -= 1
    org_list = []
    parents: dict[str, str] = {}
    for where, ref, parent_where in org_refs(data):
        org_list.append((where, ref, parent_where))
        if parent_where is not None:
            parents[parent_where] = _get(data, parent_where)
    if not keep_profile:
        identity = {key: data[key] for key in IDENTITY_FIELDS if key in data}
        positions = profile.positions
        if not isinstance(positions, LazyPositions):  # the lines messages may name, no more
            named = [w for w, _ in id_refs] + [w for w, _, _ in identified] + [w for w, _, _ in org_list]
            named += [w for w, _ in spellings_of(identity)]
            positions = {where: profile.line_of(where) for where in named}
        profile = Profile(profile.path, identity, positions, id=profile.id)
    spellings = +spellings  # drops the spellings that only identified references use
    counted = Spellings(tuple(spellings), tuple(spellings.values()))
    return ProfileSummary(profile, counted, id_refs, org_list, parents, identified, dois)


def _is_id(ref: str) -> bool:
    return bool(SLUG_RE.match(ref))


def _suggest(wanted: str, known: list[str]) -> str:
    close = difflib.get_close_matches(wanted, known, n=1, cutoff=0.5)
    return f" (did you mean '{close[0]}'?)" if close else ""


class Resolution:
    """The entities of a corpus and the lookups that map every reference to one of them."""

    def __init__(
        self,
        corpus: Corpus,
        summaries: Iterable[ProfileSummary] | None = None,
        profiles: Sequence[Profile] | None = None,
    ) -> None:
        """Resolve a corpus. With ``summaries`` (streaming), ``corpus.profiles`` may be empty:
        resolution then uses only the summaries, and tracks no publications.

        With ``profiles`` too (the summaries' profiles, in the same order), ``summaries`` may be
        an iterator: it is read once, after every profile's names are indexed, so that the
        summaries need not all be in memory at once (at 100k profiles they took ~5 KB each)."""
        self.corpus = corpus
        if summaries is None:
            summaries = [summarize(p, keep_profile=True) for p in corpus.profiles]
        if profiles is None:
            summaries = list(summaries)
            profiles = [summary.profile for summary in summaries]
        self.people: dict[str, Person] = {}
        self.organizations: dict[str, Organization] = {}
        self.publications: dict[str, Publication] = {}
        self._person_names = NameIndex()  # claimed: one name, one person
        self._person_identifiers: dict[tuple[str, str], str] = {}
        self._references: list[Identified] = []  # person refs with identifiers, in corpus order
        self.identified: list[IdentifiedPerson] = []
        self._identified: dict[tuple[str, str], str] = {}  # identifier key -> person id
        self._spelling_owner: dict[str, str] = {}  # name key -> the one identified person it names
        self._dois: list[tuple[str, str]] = []
        self._pub_by_doi: dict[str, str] = {}
        self._pub_by_title: dict[str, str] = {}
        self._merged_ids: dict[str, str] = {}
        self._person_cache: dict[str, str] = {}  # filled only once the indexes are complete
        self._org_names = NameIndex()
        self._errors: list[DataError] = []
        self._index_people(profiles)
        self._index_organizations()
        self._walk_registry()
        spellings: dict[str, int] = {}  # every profile's, in the order first met
        for summary in summaries:
            self._walk_summary(summary, spellings)
            self._note_identities(summary)
        self._index_identified()
        self._index_dois()
        self._count_spellings(spellings)
        self._count_identified()
        for profile in corpus.profiles:
            self._collect_publications(profile)
        self._name_plain_people()
        if self._errors:
            raise DataErrors(self._errors) if len(self._errors) > 1 else self._errors[0]

    # -- indexing ---------------------------------------------------------------------------

    def _claim_name(self, spelling: str, person_id: str, place: Place) -> None:
        owner = self._person_names.claim(spelling, person_id)
        if owner is not None:
            path, line, where = place()
            self._errors.append(
                DataError(
                    f"name '{spelling}' already belongs to '{owner}'; one name cannot mean "
                    f"two people (remove the alias or merge the entries)",
                    path=path,
                    line=line,
                    field=where,
                )
            )

    def _claim_identifiers(
        self, data: dict[str, Any], person_id: str, path: str, line: int | None, where: str
    ) -> None:
        for key in identifier_keys(data):
            owner = self._person_identifiers.setdefault(key, person_id)
            if owner != person_id:
                self._errors.append(
                    DataError(
                        f"{key[0]} '{key[1]}' also identifies '{owner}': two records for one "
                        "person (keep one profile, or remove the identifier)",
                        path=path,
                        line=line,
                        field=where,
                    )
                )

    def _index_people(self, profiles: Sequence[Profile]) -> None:
        for profile in profiles:
            data = profile.data
            person = Person(profile.id, data["name"], profile=profile)
            self.people[profile.id] = person
            for where, spelling in spellings_of(data):
                self._claim_name(spelling, profile.id, _in_profile(profile, where))
            self._claim_identifiers(data, profile.id, profile.path, 1, "identifiers")
        for entry in self.corpus.people:
            # a registry entry that shares an identifier or e-mail with a known person is that
            # person: an explicit, checkable link, not a guess
            shared = [
                self._person_identifiers[k]
                for k in identifier_keys(entry.data)
                if k in self._person_identifiers and self._person_identifiers[k] != entry.id
            ]
            if shared and entry.id not in self.people:
                target = self.people[shared[0]]
                target.merged.append(entry)
                self._merged_ids[entry.id] = target.id
                for where, spelling in spellings_of(entry.data):
                    self._claim_name(spelling, target.id, _in_registry(entry, where))
                continue
            existing = self.people.get(entry.id)
            if existing is not None and existing.registry is not None:
                self._errors.append(
                    DataError(
                        f"duplicate person id '{entry.id}'",
                        path=entry.path,
                        line=entry.line,
                        field=f"{entry.field_path}.id",
                    )
                )
                continue
            if existing is None:
                existing = Person(entry.id, entry.data["name"])
                self.people[entry.id] = existing
            existing.registry = entry
            if entry.data.get("by_id_only"):
                continue  # a homonym: its name keeps meaning someone else, only its id means it
            for where, spelling in spellings_of(entry.data):
                self._claim_name(spelling, entry.id, _in_registry(entry, where))
            self._claim_identifiers(
                entry.data, entry.id, entry.path, entry.line, f"{entry.field_path}.identifiers"
            )

    def _index_organizations(self) -> None:
        for entry in self.corpus.organizations:
            if entry.id in self.organizations:
                first = self.organizations[entry.id].registry
                self._errors.append(
                    DataError(
                        f"duplicate organisation id '{entry.id}' (first at line "
                        f"{first.line if first else '?'})",
                        path=entry.path,
                        line=entry.line,
                        field=f"{entry.field_path}.id",
                    )
                )
                continue
            self.organizations[entry.id] = Organization(
                entry.id, entry.data["name"], entry.data.get("parent"), entry
            )
        org_identifiers: dict[tuple[str, str], str] = {}
        for entry in self.corpus.organizations:
            for key in identifier_keys(entry.data):
                owner = org_identifiers.setdefault(key, entry.id)
                if owner != entry.id:
                    self._errors.append(
                        DataError(
                            f"{key[0]} '{key[1]}' also identifies '{owner}': one organisation "
                            "twice (merge the entries, keeping the other name as an alias)",
                            path=entry.path,
                            line=entry.line,
                            field=f"{entry.field_path}.identifiers",
                        )
                    )
        for entry in self.corpus.organizations:
            parent = entry.data.get("parent")
            if parent is not None and parent not in self.organizations:
                self._errors.append(
                    DataError(
                        f"unknown organisation id '{parent}'" + _suggest(parent, sorted(self.organizations)),
                        path=entry.path,
                        line=entry.line,
                        field=f"{entry.field_path}.parent",
                    )
                )
            for _where, spelling in spellings_of(entry.data):
                self._org_names.add(spelling, entry.id)

    # -- lookups ----------------------------------------------------------------------------

    def person(self, ref: str) -> str:
        """The id of the person a reference (id or name) means."""
        known = self._person_cache.get(ref)
        if known is None:
            known = self._person_cache[ref] = self._lookup_person(ref)
        return known

    def _lookup_person(self, ref: str) -> str:
        if _is_id(ref):
            if ref in self._merged_ids:
                return self._merged_ids[ref]
            if ref in self.people and (self.people[ref].profile or self.people[ref].registry):
                return ref
            raise KeyError(ref)
        key = name_key(ref)
        known = self._person_names.ids_of_key(key)
        if known:
            return known[0]
        identified = self._spelling_owner.get(key)
        if identified is not None:
            return identified
        plain = slugify(key)
        owner = self.people.get(plain)
        if owner is not None and (owner.profile or owner.registry):
            plain = f"{plain}-{short_hash(key, 4)}"  # a plain name never takes a curated id
        return plain

    def author(self, author: Any) -> str:
        """The id of the person an author entry means: by its identifiers when it has any (the
        same ORCID iD is the same person, whatever the spelling), else by its name."""
        if isinstance(author, dict):
            for key in identifier_keys(author) if author.get("identifiers") else ():
                known = self._identified.get(key)
                if known is not None:
                    return known
            return self.person(author["name"])
        return self.person(author)

    def organization(self, ref: str, parent: str | None = None) -> str:
        """The id of the organisation a reference means; ``parent`` scopes a department."""
        if _is_id(ref):
            if ref in self.organizations and self.organizations[ref].registry:
                return ref
            raise KeyError(ref)
        candidates = self._org_names.ids(ref)
        if parent is not None:
            inside = [c for c in candidates if parent in self.ancestors(c)]
            if inside:
                return inside[0]
            return f"{parent}-{slugify(ref, 40)}"
        top = [c for c in candidates if self.organizations[c].parent is None] or candidates
        if len(top) == 1:
            return top[0]
        if len(top) > 1:
            raise LookupError(f"'{ref}' names several organisations: {', '.join(top)} (use an id)")
        plain = slugify(ref)
        if plain in self.organizations and self.organizations[plain].registry:
            plain = f"{plain}-{short_hash(name_key(ref), 4)}"
        return plain

    def person_index_items(self) -> list[tuple[str, str]]:
        """Every (normalised name or merged id, person id) pair the resolution knows."""
        return (
            [(key, ids[0]) for key, ids in self._person_names.items()]
            + sorted(("=" + k, v) for k, v in self._merged_ids.items())
            + sorted((f"{scheme}:{value}", v) for (scheme, value), v in self._identified.items())
            + sorted(("~" + k, v) for k, v in self._spelling_owner.items())
        )

    def publication_index_items(self) -> list[tuple[str, str]]:
        """Every (DOI or title key, publication id) pair that joins listings across profiles."""
        return sorted(("doi:" + k, v) for k, v in self._pub_by_doi.items()) + sorted(
            ("title:" + k, v) for k, v in self._pub_by_title.items()
        )

    def ancestors(self, org_id: str) -> list[str]:
        """The parent chain of an organisation, nearest first (stops on a cycle)."""
        chain: list[str] = []
        current = self.organizations.get(org_id)
        while current is not None and current.parent and current.parent not in chain:
            chain.append(current.parent)
            current = self.organizations.get(current.parent)
        return chain

    def publication(self, item: dict[str, Any]) -> str:
        """The id of the publication a profile entry lists: its ``id``; else, when the entry or
        another with the same title has a DOI, one made from the DOI (the same DOI is the same
        publication, whatever title or year each source gives it); else one made from its title."""
        if "id" in item:
            return str(item["id"])
        if "doi" in item:
            doi = doi_key(item["doi"])
            return self._pub_by_doi.get(doi) or _doi_id(doi)
        if self._pub_by_title:  # most corpora have no DOIs: no title key to make then
            known = self._pub_by_title.get(_title_key(item["title"]))
            if known is not None:
                return known
        return _title_id(item["title"])

    # -- the walk over every reference -----------------------------------------------------------

    def _unknown_person(self, path: str, where: str, ref: str, line: int | None) -> None:
        known = sorted(p for p, v in self.people.items() if v.profile or v.registry)
        self._errors.append(
            DataError(f"unknown person id '{ref}'" + _suggest(ref, known), path=path, line=line, field=where)
        )

    def _use_org(self, place: Place, ref: str, parent: str | None = None) -> str | None:
        try:
            org_id = self.organization(ref, parent)
        except KeyError:
            path, line, where = place()
            self._errors.append(
                DataError(
                    f"unknown organisation id '{ref}'" + _suggest(ref, sorted(self.organizations)),
                    path=path,
                    line=line,
                    field=where,
                )
            )
            return None
        except LookupError as exc:
            path, line, where = place()
            self._errors.append(DataError(str(exc.args[0]), path=path, line=line, field=where))
            return None
        if org_id not in self.organizations:
            self.organizations[org_id] = Organization(org_id, ref, parent)
        return org_id

    def _walk_registry(self) -> None:
        for entry in self.corpus.people:
            if "affiliation" in entry.data:
                self._use_org(_in_registry(entry, "affiliation"), entry.data["affiliation"])

    def _walk_summary(self, summary: ProfileSummary, spellings: dict[str, int]) -> None:
        profile = summary.profile
        path = profile.path
        for where, ref in summary.id_refs:
            try:
                self.person(ref)
            except KeyError:
                self._unknown_person(path, where, ref, profile.line_of(where))
        # counted here, resolved once per distinct spelling by _count_spellings: a spelling
        # recurs in many profiles (a group's co-authors), and a lookup costs more than a sum
        counted = spellings.get
        for spelling, count in summary.spellings.items():
            spellings[spelling] = counted(spelling, 0) + count
        parents: dict[str, str | None] = {}
        for where, ref, parent_where in summary.org_refs:
            parent = None
            if parent_where is not None:
                if parent_where not in parents:
                    # an error in the parent is named at the line of the unit that needs it
                    parents[parent_where] = self._use_org(
                        _in_profile(profile, where, parent_where), summary.parent_refs[parent_where]
                    )
                parent = parents[parent_where]
                if parent is None:
                    continue
            result = self._use_org(_in_profile(profile, where), ref, parent)
            if parent_where is None:
                parents.setdefault(where, result)

    def _count_spellings(self, spellings: dict[str, int]) -> None:
        """Give each person the spellings that mean them, with their counts over the corpus.
        People known by name only are made in the order their first spelling was met."""
        for spelling, count in spellings.items():
            try:
                person_id = self.person(spelling)
            except KeyError:
                continue  # an unknown id: reported by _walk_summary
            person = self.people.get(person_id)
            if person is None:
                person = self.people[person_id] = Person(person_id, spelling)
            person.spellings[spelling] += count

    # -- identifiers and DOIs: identity across spellings and titles ------------------------------

    def _note_identities(self, summary: ProfileSummary) -> None:
        profile = summary.profile
        self._references += [
            Identified(profile.path, w, s, tuple(k), profile) for w, s, k in summary.identified
        ]
        self._dois += summary.dois

    def _index_identified(self) -> None:
        """Group the references that share an identifier (transitively: an author with ORCID iD
        and DBLP pid joins those with either) and decide who each group is: the person whose own
        records hold one of its identifiers; else the one person the group's spellings name,
        unless that person's records give another identifier of the same scheme (a homonym);
        else a person of its own, with an id minted from its identifier."""
        groups = _components([ref.keys for ref in self._references])
        members: dict[tuple[str, str], list[Identified]] = defaultdict(list)
        for ref in self._references:
            members[groups[ref.keys[0]]].append(ref)
        named: dict[str, set[str]] = defaultdict(set)
        for root in sorted(members, key=lambda key: _key_order(key)):
            refs = members[root]
            keys = tuple(sorted({key for ref in refs for key in ref.keys}, key=_key_order))
            owners = sorted({self._person_identifiers[k] for k in keys if k in self._person_identifiers})
            if len(owners) > 1:
                self._error_at(
                    refs[0],
                    f"the identifiers {', '.join(f'{s} {v}' for s, v in keys)} belong to two people: "
                    f"{' and '.join(repr(o) for o in owners)} (remove the one that is wrong)",
                )
                continue
            owner_key = next((k for k in keys if k in self._person_identifiers), None)
            person_id = owners[0] if owners else self._named_by(refs, keys)
            if person_id is None:
                continue  # reported
            if person_id == "":
                person_id = self._mint_identified(keys)
            self.identified.append(IdentifiedPerson(person_id, keys, refs, owner_key))
            for key in keys:
                self._identified[key] = person_id
            for ref in refs:
                named[name_key(ref.spelling)].add(person_id)
        # a spelling that the identifiers give to one person means that person where it comes
        # without identifiers too (as a spelling means one person today); one given to two
        # people stays a plain name of its own
        self._spelling_owner = {key: next(iter(ids)) for key, ids in named.items() if len(ids) == 1}

    def _named_by(self, refs: list[Identified], keys: tuple[tuple[str, str], ...]) -> str | None:
        """The curated person the spellings of a group name ("" for none); None after an error."""
        candidates: dict[str, Identified] = {}
        for ref in refs:
            known = self._person_names.ids_of_key(name_key(ref.spelling))
            if known and not self._other_identifier(known[0], keys):
                candidates.setdefault(known[0], ref)
        if len(candidates) > 1:
            (first, a), (second, b) = list(candidates.items())[:2]
            scheme, value = keys[0]
            self._error_at(
                b,
                f"{scheme} {value} is given to '{a.spelling}' ({first}, {a.path}:{a.line}) and to "
                f"'{b.spelling}' ({second}): one identifier, two people (fix the identifier or the name)",
            )
            return None
        return next(iter(candidates), "")

    def _other_identifier(self, person_id: str, keys: tuple[tuple[str, str], ...]) -> bool:
        """Whether a person's own records give, for a scheme of ``keys``, another identifier."""
        schemes = {scheme for scheme, _ in keys}
        return any(key[0] in schemes and key not in keys for key in self._own_keys(person_id))

    def _own_keys(self, person_id: str) -> list[tuple[str, str]]:
        person = self.people.get(person_id)
        if person is None:
            return []
        records = [r.data for r in ([person.registry] if person.registry else []) + person.merged]
        if person.profile is not None:
            records.append(person.profile.data)
        return [key for data in records for key in identifier_keys(data) if key[0] != "email"]

    def _mint_identified(self, keys: tuple[tuple[str, str], ...]) -> str:
        """The id of a person known by an identifier only: from the identifier, so that it stays
        the same however the name is spelled and whoever lists it (``orcid-0000-0002-1825-0097``)."""
        scheme, value = keys[0]
        minted = slugify(f"{scheme} {value}")
        owner = self.people.get(minted)
        if owner is not None and (owner.profile or owner.registry):
            minted = f"{minted}-{short_hash(f'{scheme}:{value}', 4)}"
        return minted

    def _error_at(self, ref: Identified, message: str) -> None:
        self._errors.append(
            DataError(message, path=ref.path, line=ref.line, field=f"{ref.field}.identifiers")
        )

    def _count_identified(self) -> None:
        for group in self.identified:
            for ref in group.references:
                person = self.people.get(group.id)
                if person is None:
                    person = self.people[group.id] = Person(group.id, ref.spelling)
                person.spellings[ref.spelling] += 1

    def _index_dois(self) -> None:
        """Join listings by DOI, and through a shared title those without one: each group is the
        publication with the id made from its (first) DOI."""
        groups = _components([(("doi", doi), ("title", title)) for title, doi in self._dois])
        ids: dict[tuple[str, str], str] = {}
        for key in sorted(groups):  # DOIs sort before titles: a group's first DOI names it
            root = groups[key]
            if key[0] == "doi":
                ids.setdefault(root, _doi_id(key[1]))
                self._pub_by_doi[key[1]] = ids[root]
            else:
                self._pub_by_title[key[1]] = ids[root]
        self._dois = []

    def _collect_publications(self, profile: Profile) -> None:
        for index, item in enumerate(profile.data.get("publications", [])):
            if "id" not in item and not _title_key(item["title"]):
                self._errors.append(
                    DataError(
                        "title has no letters or digits",
                        path=profile.path,
                        line=profile.line_of(f"publications[{index}].title"),
                        field=f"publications[{index}].title",
                    )
                )
                continue
            pub_id = self.publication(item)
            if pub_id not in self.publications:
                self.publications[pub_id] = Publication(pub_id, item["title"])
            self.publications[pub_id].listings.append(Listing(profile, index, item))

    def _name_plain_people(self) -> None:
        for person in self.people.values():
            if person.profile is None and person.registry is None and person.spellings:
                # the most used spelling names a plain-name person; ties go to the first in order
                best = max(person.spellings.items(), key=lambda kv: (kv[1], _neg(kv[0])))
                person.name = best[0]

    # -- reports ----------------------------------------------------------------------------

    def conflicts(self) -> list[Conflict]:
        """Facts about one publication on which its listings disagree."""
        found: list[Conflict] = []
        for pub in sorted(self.publications.values(), key=lambda p: p.id):
            if len(pub.listings) < 2:
                continue
            facts: dict[str, list[SourcedValue]] = defaultdict(list)
            for listing in pub.listings:
                data, base = listing.data, listing.field_path
                for fact in ("year", "venue", "kind"):
                    if fact in data:
                        facts[fact].append(self._sourced(str(data[fact]), listing, f"{base}.{fact}"))
                names = [self.people[self.author(a)].name for a in data["authors"]]
                facts["authors"].append(self._sourced(", ".join(names), listing, f"{base}.authors"))
                facts["title"].append(self._sourced(data["title"], listing, f"{base}.title"))
            for fact, values in facts.items():
                # titles differ only where a DOI joins them: case and punctuation are no conflict
                differ = (
                    {title_key(v.value) for v in values} if fact == "title" else {v.value for v in values}
                )
                if len(differ) > 1:
                    found.append(Conflict("publication", pub.title, fact, tuple(values)))
        return found

    @staticmethod
    def _sourced(value: str, listing: Listing, where: str) -> SourcedValue:
        return SourcedValue(value, listing.profile.path, listing.profile.line_of(where), where)

    def identity_links(self) -> list[IdentityLink]:
        """The identity decisions identifiers made, with the references that led to each:
        spellings joined into one person (a curated one, when the identifier is theirs or their
        name is among the spellings), a spelling that names a curated person but, by an
        identifier that is not theirs, means someone else, and a spelling that identifiers tell
        apart into several people."""
        found = []
        by_spelling: dict[str, list[tuple[IdentifiedPerson, Identified]]] = defaultdict(list)
        for group in sorted(self.identified, key=lambda g: g.id):
            person = self.people[group.id]
            scheme, value = _shown(group.owner_key or group.keys[0])
            label = f"person '{person.name}' ({group.id})"
            sources = tuple(SourcedValue(r.spelling, r.path, r.line, r.field) for r in group.references)
            own = {name_key(s) for _, s in spellings_of(person.profile.data)} if person.profile else set()
            if person.registry is not None:
                own |= {name_key(s) for _, s in spellings_of(person.registry.data)}
            spellings = list(dict.fromkeys(r.spelling for r in group.references))
            others = [s for s in spellings if name_key(s) not in own]
            if group.owner_key is not None and others:
                found.append(
                    IdentityLink(
                        f"{label} is also {_quoted(others)}: {scheme} {value} is theirs",
                        sources + self._own_sources(group.id, group.owner_key),
                    )
                )
            elif own and others:
                found.append(
                    IdentityLink(
                        f"{label} is also {_quoted(others)}: {scheme} {value} goes with their name", sources
                    )
                )
            elif len({name_key(s) for s in spellings}) > 1:
                found.append(
                    IdentityLink(f"{label} is {_quoted(spellings)}, by one {scheme} {value}", sources)
                )
            for ref in group.references:
                by_spelling[name_key(ref.spelling)].append((group, ref))
                named = self._person_names.ids_of_key(name_key(ref.spelling))
                if named and named[0] != group.id:
                    found.append(
                        IdentityLink(
                            f"'{ref.spelling}' is not {named[0]} here but {label}: "
                            f"{scheme} {value} is not theirs",
                            (SourcedValue(ref.spelling, ref.path, ref.line, ref.field),),
                        )
                    )
        for pairs in by_spelling.values():
            groups = list({group.id: group for group, _ in pairs}.values())
            if len(groups) > 1:
                told = " and ".join("{} {} ({})".format(*_shown(g.keys[0]), g.id) for g in groups)
                found.append(
                    IdentityLink(
                        f"'{pairs[0][1].spelling}' names {len(groups)} people, told apart by {told}",
                        tuple(SourcedValue(r.spelling, r.path, r.line, r.field) for _, r in pairs),
                    )
                )
        return found

    def _own_sources(self, person_id: str, key: tuple[str, str]) -> tuple[SourcedValue, ...]:
        person = self.people[person_id]
        found = []
        if person.profile is not None and key in identifier_keys(person.profile.data):
            where = f"identifiers.{key[0]}"
            found.append(
                SourcedValue(_shown(key)[1], person.profile.path, person.profile.line_of(where), where)
            )
        for entry in ([person.registry] if person.registry else []) + person.merged:
            if key in identifier_keys(entry.data):
                where = f"{entry.field_path}.identifiers.{key[0]}"
                found.append(SourcedValue(_shown(key)[1], entry.path, entry.line, where))
        return tuple(found)

    def identity_candidates(self) -> list[IdentityCandidate]:
        """Pairs of people that are not merged but might be one person, with the reasons."""
        people = sorted(self.people.values(), key=lambda p: p.id)
        keys = {p.id: name_key(p.name) for p in people}
        coauthors = self._coauthors()
        blocks: dict[str, list[Person]] = defaultdict(list)
        for person in people:
            tokens = keys[person.id].split()
            if not tokens:
                continue
            blocks["last:" + tokens[-1]].append(person)
            blocks["first:" + tokens[0]].append(person)
            blocks["sorted:" + " ".join(sorted(tokens))].append(person)
        pairs: dict[tuple[str, str], list[str]] = {}
        for members in blocks.values():
            if len(members) > 200:  # a common surname: too many pairs to be useful here
                continue
            for i, first in enumerate(members):
                for second in members[i + 1 :]:
                    reasons = _name_similarity(keys[first.id], keys[second.id])
                    if reasons:
                        pairs[(first.id, second.id)] = reasons
        found = []
        for (a, b), reasons in sorted(pairs.items()):
            shared = sorted(coauthors.get(a, set()) & coauthors.get(b, set()))
            if shared:
                reasons = [*reasons, f"same co-author ({self.people[shared[0]].name})"]
            found.append(
                IdentityCandidate("person", a, b, self.people[a].name, self.people[b].name, tuple(reasons))
            )
        return found

    def _coauthors(self) -> dict[str, set[str]]:
        together: dict[str, set[str]] = defaultdict(set)
        for pub in self.publications.values():
            for listing in pub.listings:
                ids = [self.author(a) for a in listing.data["authors"]]
                for person_id in ids:
                    together[person_id].update(i for i in ids if i != person_id)
        return together


@functools.lru_cache(maxsize=1 << 16)
def _title_id(title: str) -> str:
    """A publication's id from its title: readable slug plus a hash of the title key."""
    return f"{slugify(title)}-{short_hash(title_key(title), 6)}"


_title_key = functools.lru_cache(maxsize=1 << 16)(title_key)  # a title recurs in every profile listing it


@functools.lru_cache(maxsize=1 << 14)
def _doi_id(doi: str) -> str:
    """A publication's id from its DOI key: readable slug plus a hash of the DOI (slugs of two
    DOIs may meet: ``10.1/a.b`` and ``10.1/a-b``)."""
    return f"doi-{slugify(doi)}-{short_hash(doi, 6)}"


def _key_order(key: tuple[str, str]) -> tuple[int, str, str]:
    """Identifier keys by scheme (ORCID first), then value."""
    scheme, value = key
    rank = PERSON_SCHEMES.index(scheme) if scheme in PERSON_SCHEMES else len(PERSON_SCHEMES)
    return rank, scheme, value


def _components(linked: Iterable[Sequence[tuple[str, str]]]) -> dict[tuple[str, str], tuple[str, str]]:
    """Union-find: each key -> the root of the keys it is linked with (through any chain)."""
    parent: dict[tuple[str, str], tuple[str, str]] = {}

    def find(key: tuple[str, str]) -> tuple[str, str]:
        parent.setdefault(key, key)
        while parent[key] != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    for keys in linked:
        first = find(keys[0])
        for other in keys[1:]:
            root = find(other)
            if root != first:
                # the smaller key is the root, so that the groups do not depend on input order
                low, high = sorted((first, root))
                parent[high] = low
                first = low
    return {key: find(key) for key in list(parent)}


def _shown(key: tuple[str, str]) -> tuple[str, str]:
    """An identifier key as people write it (an ORCID iD ends in a capital X)."""
    scheme, value = key
    return scheme, value.upper() if scheme == "orcid" else value


def _quoted(spellings: list[str]) -> str:
    return " and ".join(f"'{spelling}'" for spelling in spellings)


def _neg(text: str) -> tuple[int, ...]:
    """Sort key that makes max() prefer the alphabetically first text."""
    return tuple(-ord(ch) for ch in text)


def _name_similarity(a: str, b: str) -> list[str]:
    if a == b:
        return []
    ta, tb = a.split(), b.split()
    reasons = []
    if sorted(ta) == sorted(tb):
        reasons.append("same name parts in another order")
    elif len(ta) >= 2 and len(tb) >= 2 and ta[0] == tb[0] and ta[-1] == tb[-1]:
        reasons.append("same first and last name, middle names differ")
    elif (
        len(ta) >= 2
        and len(tb) >= 2
        and ta[-1] == tb[-1]
        and (ta[0].startswith(tb[0]) or tb[0].startswith(ta[0]))
        and min(len(ta[0]), len(tb[0])) >= 1
        and (len(ta[0]) == 1 or len(tb[0]) == 1)
    ):
        reasons.append("same last name, first name abbreviated")
    distance = edit_distance(a, b, limit=1)
    if distance == 1 and min(len(a), len(b)) >= 8:
        reasons.append("edit distance 1")
    return reasons


def _author_name(author: Any) -> str:
    return author["name"] if isinstance(author, dict) else author


def _get(data: dict[str, Any], path: str) -> Any:
    """Value at a field path such as ``positions[2].organization``."""
    value: Any = data
    for part in path.replace("]", "").replace("[", ".").split("."):
        value = value[int(part)] if part.isdigit() else value[part]
    return value


def person_refs(data: dict[str, Any], record: Record = PROFILE) -> list[tuple[str, str]]:
    """Every (field path, reference) to a person in a profile: its fields of type person ref."""
    return [(where, ref) for where, ref, _ in references(data, PERSON_REF, record)]


# where a reference is, as a message names it: (path, line, field), asked for only when one does
Place = Callable[[], tuple[str, int | None, str]]


def _in_profile(profile: Located, where: str, named: str | None = None) -> Place:
    """The place of field ``where`` of a profile; the message names field ``named`` (default:
    ``where``) at that line."""
    return lambda: (profile.path, profile.line_of(where), named or where)


def _in_registry(entry: RegistryEntry, where: str) -> Place:
    return lambda: (entry.path, entry.line, f"{entry.field_path}.{where}")


def org_refs(data: dict[str, Any], record: Record = PROFILE) -> list[tuple[str, str, str | None]]:
    """Every (field path, reference, field path of the parent org or None) in a profile: its
    fields of type org ref, a department with the field of the org it belongs to."""
    return references(data, ORG_REF, record)


def resolve(corpus: Corpus) -> Resolution:
    """Resolve every reference in a corpus; raises DataError(s) for unknown ids."""
    return Resolution(corpus)
