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
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import DataError, DataErrors
from ..names import edit_distance, name_key, short_hash, slugify, title_key
from ..profiles.corpus import Corpus, Profile, RegistryEntry
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

    profile: Profile  # its data holds only the identity fields when made by :func:`summarize`
    spellings: Spellings  # person references, counted
    id_refs: list[tuple[str, str, int | None]]  # (field, person ref that looks like an id, line)
    org_refs: list[tuple[str, str, int | None, str | None]]  # (field, org ref, line, parent field)
    parent_refs: dict[str, str]  # parent field -> its org ref


def summarize(profile: Profile, keep_profile: bool = False) -> ProfileSummary:
    data = profile.data
    spellings: Counter[str] = Counter()
    id_refs = []
    for where, ref in person_refs(data):
        spellings[ref] += 1
        if _is_id(ref):
            id_refs.append((where, ref, profile.line_of(where)))
    org_list = []
    parents: dict[str, str] = {}
    for where, ref, parent_where in org_refs(data):
        org_list.append((where, ref, profile.line_of(where), parent_where))
        if parent_where is not None:
            parents[parent_where] = _get(data, parent_where)
    if not keep_profile:
        identity = {key: data[key] for key in IDENTITY_FIELDS if key in data}
        profile = Profile(profile.path, identity, {}, id=profile.id)
    counted = Spellings(tuple(spellings), tuple(spellings.values()))
    return ProfileSummary(profile, counted, id_refs, org_list, parents)


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
        self._count_spellings(spellings)
        for profile in corpus.profiles:
            self._collect_publications(profile)
        self._name_plain_people()
        if self._errors:
            raise DataErrors(self._errors) if len(self._errors) > 1 else self._errors[0]

    # -- indexing ---------------------------------------------------------------------------

    def _claim_name(self, spelling: str, person_id: str, path: str, line: int | None, where: str) -> None:
        owner = self._person_names.claim(spelling, person_id)
        if owner is not None:
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
                self._claim_name(spelling, profile.id, profile.path, profile.line_of(where), where)
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
                    self._claim_name(
                        spelling, target.id, entry.path, entry.line, f"{entry.field_path}.{where}"
                    )
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
                self._claim_name(spelling, entry.id, entry.path, entry.line, f"{entry.field_path}.{where}")
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
        plain = slugify(key)
        owner = self.people.get(plain)
        if owner is not None and (owner.profile or owner.registry):
            plain = f"{plain}-{short_hash(key, 4)}"  # a plain name never takes a curated id
        return plain

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
        return [(key, ids[0]) for key, ids in self._person_names.items()] + sorted(
            ("=" + k, v) for k, v in self._merged_ids.items()
        )

    def ancestors(self, org_id: str) -> list[str]:
        """The parent chain of an organisation, nearest first (stops on a cycle)."""
        chain: list[str] = []
        current = self.organizations.get(org_id)
        while current is not None and current.parent and current.parent not in chain:
            chain.append(current.parent)
            current = self.organizations.get(current.parent)
        return chain

    @staticmethod
    def publication(item: dict[str, Any]) -> str:
        """The id of the publication a profile entry lists: its ``id``, or one made from its title."""
        if "id" in item:
            return str(item["id"])
        return _title_id(item["title"])

    # -- the walk over every reference -----------------------------------------------------------

    def _unknown_person(self, path: str, where: str, ref: str, line: int | None) -> None:
        known = sorted(p for p, v in self.people.items() if v.profile or v.registry)
        self._errors.append(
            DataError(f"unknown person id '{ref}'" + _suggest(ref, known), path=path, line=line, field=where)
        )

    def _use_org(
        self, path: str, line: int | None, where: str, ref: str, parent: str | None = None
    ) -> str | None:
        try:
            org_id = self.organization(ref, parent)
        except KeyError:
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
            self._errors.append(DataError(str(exc.args[0]), path=path, line=line, field=where))
            return None
        if org_id not in self.organizations:
            self.organizations[org_id] = Organization(org_id, ref, parent)
        return org_id

    def _walk_registry(self) -> None:
        for entry in self.corpus.people:
            if "affiliation" in entry.data:
                self._use_org(
                    entry.path, entry.line, f"{entry.field_path}.affiliation", entry.data["affiliation"]
                )

    def _walk_summary(self, summary: ProfileSummary, spellings: dict[str, int]) -> None:
        path = summary.profile.path
        for where, ref, line in summary.id_refs:
            try:
                self.person(ref)
            except KeyError:
                self._unknown_person(path, where, ref, line)
        # counted here, resolved once per distinct spelling by _count_spellings: a spelling
        # recurs in many profiles (a group's co-authors), and a lookup costs more than a sum
        counted = spellings.get
        for spelling, count in summary.spellings.items():
            spellings[spelling] = counted(spelling, 0) + count
        parents: dict[str, str | None] = {}
        for where, ref, line, parent_where in summary.org_refs:
            parent = None
            if parent_where is not None:
                if parent_where not in parents:
                    parents[parent_where] = self._use_org(
                        path, line, parent_where, summary.parent_refs[parent_where]
                    )
                parent = parents[parent_where]
                if parent is None:
                    continue
            result = self._use_org(path, line, where, ref, parent)
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

    def _collect_publications(self, profile: Profile) -> None:
        for index, item in enumerate(profile.data.get("publications", [])):
            if not title_key(item["title"]) and "id" not in item:
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
                names = [self.people[self.person(_author_name(a))].name for a in data["authors"]]
                facts["authors"].append(self._sourced(", ".join(names), listing, f"{base}.authors"))
            for fact, values in facts.items():
                if len({v.value for v in values}) > 1:
                    found.append(Conflict("publication", pub.title, fact, tuple(values)))
        return found

    @staticmethod
    def _sourced(value: str, listing: Listing, where: str) -> SourcedValue:
        return SourcedValue(value, listing.profile.path, listing.profile.line_of(where), where)

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
                ids = [self.person(_author_name(a)) for a in listing.data["authors"]]
                for person_id in ids:
                    together[person_id].update(i for i in ids if i != person_id)
        return together


@functools.lru_cache(maxsize=1 << 16)
def _title_id(title: str) -> str:
    """A publication's id from its title: readable slug plus a hash of the title key."""
    return f"{slugify(title)}-{short_hash(title_key(title), 6)}"


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


def org_refs(data: dict[str, Any], record: Record = PROFILE) -> list[tuple[str, str, str | None]]:
    """Every (field path, reference, field path of the parent org or None) in a profile: its
    fields of type org ref, a department with the field of the org it belongs to."""
    return references(data, ORG_REF, record)


def resolve(corpus: Corpus) -> Resolution:
    """Resolve every reference in a corpus; raises DataError(s) for unknown ids."""
    return Resolution(corpus)
