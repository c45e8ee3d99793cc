"""`scholarkg extract`: homepage and CV text -> a draft profile a person only has to review.

Read as a specification: what is read from which shape of document, how doubt is marked, what
bad input does, and that the drafts reach the goals on documents in every supported style.
"""

from __future__ import annotations

import datetime as dt
import io
import json
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from scholarkg.cli import main
from scholarkg.extract import Draft, Registry, extract, source_from_bytes, to_json, to_yaml
from scholarkg.extract.dates import find_ranges
from scholarkg.extract.evaluate import GOALS, evaluate, fixture_cases, seed_cases
from scholarkg.extract.source import repair_mojibake
from scholarkg.profiles.corpus import check_document
from scholarkg.profiles.schema import PROFILE
from scholarkg.profiles.yamlio import load_yaml_text

from .conftest import BUNDLED_DATA, REPO

FIXTURES = REPO / "tests" / "fixtures" / "extract"
ALL_FIXTURES = fixture_cases(FIXTURES) + fixture_cases(FIXTURES / "heldout")
SEEDS = REPO.parent / "shared" / "seeds"
PINNED = dt.date(2026, 1, 1)


def draft_of(text: str, registry: Registry | None = None, name: str = "page.md") -> Draft:
    return extract(source_from_bytes(textwrap.dedent(text).encode("utf-8"), name), registry, PINNED)


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(argv, out, err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def registry() -> Registry:
    loaded = Registry.load(BUNDLED_DATA)
    assert loaded is not None
    return loaded


# -- the goals, on documents of every style --------------------------------------------------------


def test_there_is_a_fixture_document_in_every_supported_style() -> None:
    assert {case.name for case in fixture_cases(FIXTURES)} == {
        "jekyll-about",
        "markdown-cv",
        "pdf-cv",
        "faculty-page",
        "hugo-author",
        "plain-cv",
    }


@pytest.mark.parametrize("case", ALL_FIXTURES, ids=lambda c: c.name)
def test_each_fixture_meets_the_goals_field_by_field(case) -> None:
    report = evaluate([case], None, case.name)
    for field, goal in GOALS.items():
        f1 = report.total(field).f1
        assert f1 is None or f1 >= goal, f"{case.name}: {field} F1 {f1:.2f} < {goal}"


@pytest.mark.parametrize("case", ALL_FIXTURES, ids=lambda c: c.name)
def test_each_expected_profile_is_a_valid_profile(case) -> None:
    check_document(
        load_yaml_text(case.expected.read_text(encoding="utf-8"), case.expected), PROFILE, str(case.expected)
    )


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed documents (../shared/seeds) are not here")
def test_the_seed_documents_meet_the_goals(registry: Registry) -> None:
    report = evaluate(seed_cases(SEEDS, BUNDLED_DATA), registry, "seeds")
    assert len(report.scores) == 5
    missed = {field: report.total(field).f1 for field, (_, _, met) in report.goals().items() if not met}
    assert missed == {}


# -- the draft is a profile, with its sources --------------------------------------------------------


@pytest.mark.parametrize("case", ALL_FIXTURES, ids=lambda c: c.name)
def test_the_yaml_draft_loads_with_the_project_loader_unchanged(case) -> None:
    draft = extract(source_from_bytes(case.document.read_bytes(), case.document.name), None, PINNED)
    loaded = load_yaml_text(to_yaml(draft), "draft.yaml")
    check_document(loaded, PROFILE, "draft.yaml")
    assert loaded == draft.plain()


def test_every_fact_carries_its_source_line_as_a_comment() -> None:
    draft = draft_of(
        "# Ada Example\n"
        "## Publications\n"
        "- **Ada Example**, Bo Lindqvist. **A Study of Things**. "
        "In Proceedings of the Conference (CONF), 2020.\n"
        "- **Ada Example**, Bo Lindqvist. **Another Study of Things**. "
        "In Proceedings of the Conference (CONF), 2021.\n"
    )
    text = to_yaml(draft)
    assert "- title: A Study of Things  # line 3\n" in text
    assert "- title: Another Study of Things  # line 4\n" in text
    assert draft.source_lines()["publications[1]"] == 4


def test_the_json_draft_has_the_profile_the_lines_and_the_review_marks_side_by_side() -> None:
    draft = draft_of(
        "## Publications\n"
        "- **Ada Example**, Bo Lindqvist. **A Study of Things**. "
        "In Proceedings of the Conference (CONF), 2020.\n"
        "- **Ada Example**, Bo Lindqvist. **Another Study of Things**. "
        "In Proceedings of the Conference (CONF), 2021.\n"
    )
    document = json.loads(to_json(draft))
    assert document["profile"]["publications"][0]["title"] == "A Study of Things"
    assert document["source_lines"]["publications[0]"] == 2
    assert {
        "field": "name",
        "line": 2,
        "reason": "name not stated on the page: read from the author in 2 of 2 publications",
    } in document["review"]


def test_the_curated_date_is_marked_for_the_reviewer_to_set() -> None:
    text = to_yaml(draft_of("# Ada Example\n\nI am a professor at Example University.\n"))
    assert "curated: 2026-01-01  # REVIEW: set to the day you checked this draft against the source" in text


def test_a_value_the_profile_format_rejects_is_left_out_with_a_note_not_a_crash() -> None:
    from scholarkg.extract.draft import Node, Seq, check

    profile = Node(1)
    profile.put("name", "Ada Example", 1)
    links = Seq()
    links.add("not a url", 3)
    profile.put("links", links)
    profile.put("source", {"document": "page.md"})
    profile.put("curated", PINNED)
    draft = Draft(profile, "page.md", "plain-text")
    check(draft)
    assert "links" not in draft.plain() or draft.plain()["links"] == []
    assert draft.plain()["notes"] == [
        "left out links[0] (line 3): 'not a url' is not an absolute http(s) URL"
    ]


# -- reading the document ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("broken", "repaired"),
    [
        ("JosÃ© MartÃ\xadnez", "José Martínez"),  # UTF-8 read as Windows-1252
        ("\uf8ffüè´ Education", "🏫 Education"),  # UTF-8 read as Mac Roman, as in seed 000
        ("2016 â€“ 2021", "2016 – 2021"),
    ],
)
def test_mojibake_is_repaired(broken: str, repaired: str) -> None:
    assert repair_mojibake(broken)[0] == repaired


def test_genuine_accents_and_other_scripts_are_left_alone() -> None:
    text = "Zürich, Ångström, naïve café — “quoted” 方佳瑞 한서연"
    assert repair_mojibake(text) == (text, [])


def test_html_comments_and_front_matter_are_not_content() -> None:
    draft = draft_of("""\
        ---
        title: "About me"
        permalink: /
        ---
        I am an assistant professor at Example University.
        <!-- I was a research scientist at Hidden Corp.
        -->
        """)
    assert [p["organization"] for p in draft.plain()["positions"]] == ["Example University"]


# -- who the page is about ---------------------------------------------------------------------------


def test_name_and_native_name_from_the_heading() -> None:
    draft = draft_of("# Seo-yeon Han (한서연)\n\nResearcher in databases.\n")
    assert draft.plain()["name"] == "Seo-yeon Han"
    assert draft.plain()["native_names"] == [{"name": "한서연", "lang": "ko"}]


def test_a_name_the_page_does_not_state_is_read_from_the_publications_and_marked() -> None:
    draft = draft_of("""\
        ## Publications
        - **Ada Example**, Bo Lindqvist, "A Study of Things", CONF 2020.
        - Cy Moreau, **Ada Example**, "Another Study", CONF 2021.
        """)
    assert draft.plain()["name"] == "Ada Example"
    assert draft.profile.review["name"] == [
        "name not stated on the page: read from the author in 2 of 2 publications"
    ]


def test_list_items_of_title_authors_and_venue_on_lines_joined_by_markdown_breaks() -> None:
    # academicpages: each line ends in a backslash; the owner is only the bold author
    draft = draft_of("""\
        I am a PhD student in Computer Science at UNIST.

        Publications
        ======
        * Fast Graphs for Everyone \\
          **Minsu Kim**, Jae Lee, Jane Roe \\
          In *Proceedings of PPoPP*, 2021.
        * Slow Graphs for Nobody \\
          Jae Lee, **Minsu Kim** \\
          *arXiv preprint*, 2022.
        """)
    plain = draft.plain()
    assert plain["name"] == "Minsu Kim"
    assert [(p["title"], p["authors"], p["year"]) for p in plain["publications"]] == [
        ("Fast Graphs for Everyone", ["Minsu Kim", "Jae Lee", "Jane Roe"], 2021),
        ("Slow Graphs for Nobody", ["Jae Lee", "Minsu Kim"], 2022),
    ]


def test_a_plain_text_cv_with_an_open_ended_appointment_and_years_before_titles() -> None:
    draft = draft_of(
        """\
        Ada Example
        Email: ada@uni.edu

        Appointments
        2020-,     Assistant Professor, Department of Computer Science, UMass Boston
        2018-2020, Postdoctoral Fellow, Department of Statistics, Harvard University

        Publications
        2020, Robust Estimation for Everyone.
          A. Example, B. Doe
          In: Journal of Statistics
        """,
        name="cv.txt",
    )
    plain = draft.plain()
    assert plain["positions"][0] == {
        "title": "Assistant Professor",
        "organization": "UMass Boston",
        "department": "Department of Computer Science",
        "start": 2020,
    }
    assert plain["positions"][1]["end"] == 2020
    (paper,) = plain["publications"]
    assert (paper["title"], paper["year"], paper["venue_name"]) == (
        "Robust Estimation for Everyone",
        2020,
        "Journal of Statistics",
    )


@pytest.mark.parametrize(
    ("written", "start", "end"),
    [
        ("2020-, Professor", 2020, None),
        ("Professor (2019 – )", 2019, None),
        ("2018-2020, Fellow", 2018, 2020),
    ],
)
def test_a_dash_with_no_end_leaves_the_range_open(written: str, start: int, end: int | None) -> None:
    (found,) = find_ranges(written)
    assert (found.start and found.start.year, found.end and found.end.year, found.open_end) == (
        start,
        end,
        end is None,
    )


def test_hugo_courses_with_a_school_before_the_university_a_year_range_and_a_minor() -> None:
    draft = draft_of("""\
        ---
        title: Ada Example
        education:
          courses:
            - course: Undergraduate Majoring in Ocean Engineering
              institution: School of Naval Architecture, Example Jiao Tong University
              year: 2019-2023
            - course: Undergraduate Minor in Finance
              institution: Example Jiao Tong University
              year: 2019-2023
        ---
        """)
    assert draft.plain()["education"] == [
        {
            "degree": "BSc",
            "field": "Ocean Engineering",
            "institution": "Example Jiao Tong University",
            "department": "School of Naval Architecture",
            "start": 2019,
            "end": 2023,
        }
    ]


def test_a_heading_of_an_entry_opens_no_section_though_it_holds_a_sections_word() -> None:
    # "Employment" would make a positions section of a project's heading; a section's title is
    # made of section words, and the project's role is no job
    draft = draft_of(
        """\
        # Jane Roe

        ## Experience

        - Data Engineer, Acme Corp (2019–2021)

        ## Projects

        ### **JobFinder – Skill-Based Centralized Employment Platform**
        *Technical Lead Documenter & UI/UX Designer* | *December 2022 – March 2023*
        - Wrote the specification of the matching engine.
        """
    ).plain()
    assert draft["positions"] == [
        {"title": "Data Engineer", "organization": "Acme Corp", "start": 2019, "end": 2021}
    ]


def test_degrees_in_prose_paired_with_their_years_respectively() -> None:
    draft = draft_of(
        """\
        # Jane Roe

        I received my B.S. and M.S. degrees from Tsinghua University in 2005 and 2008,
        respectively, and my Doctoral Degree from ETH Zurich in 2013.
        """
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in draft["education"]] == [
        ("BSc", "Tsinghua University", 2005),
        ("MSc", "Tsinghua University", 2008),
        ("PhD", "ETH Zurich", 2013),
    ]


def test_a_thesis_item_under_its_degree_with_the_examiners_in_brackets() -> None:
    # as LaTeX CV templates write it: an item's title ("PhD thesis") and its text
    draft = draft_of(
        """\
        # Jane Roe

        ## Education

        - University of Utopia, PhD in Physics, 2010 – 2015
        - *PhD thesis* - Waves in Shallow Water (Examiners: Prof. Ada Lovelace, Prof. Mary Somerville)
        """
    ).plain()
    (phd,) = draft["education"]
    assert (phd["degree"], phd["institution"], phd["thesis"]) == (
        "PhD",
        "University of Utopia",
        "Waves in Shallow Water",
    )
    assert phd["committee"] == ["Ada Lovelace", "Mary Somerville"]


def test_a_degree_in_one_sentence_and_where_and_when_in_the_next() -> None:
    # a curly apostrophe, "undergraduate studies at", an acronym in brackets inside the name,
    # and "in June of 2025" ending it (a month "of" a year)
    draft = draft_of(
        """\
        # Jane Roe

        Jane Roe holds a Bachelor’s degree with a major in English and a minor in French. She
        completed her undergraduate studies at Heinrich Heine University (HHU) Düsseldorf in June
        of 2025.
        """
    ).plain()
    assert draft["education"] == [
        {"degree": "BSc", "institution": "Heinrich Heine University Düsseldorf", "end": "2025-06"}
    ]


@pytest.mark.parametrize("post", ["PhD fellow", "PhD researcher", "PhD student"])
def test_a_doctoral_post_in_prose_is_a_doctorate_under_way(post: str) -> None:
    draft = draft_of(
        f"# Jane Roe\n\nI am a {post} at the Delft University of Technology. I like cats.\n"
    ).plain()
    assert draft["education"] == [{"degree": "PhD", "institution": "Delft University of Technology"}]


def test_a_title_with_another_name_after_a_slash_is_one_post() -> None:
    draft = draft_of(
        "# Jane Roe\n\n## Experience\n\n"
        "- **Communication Intern / Copywriter**, *OGR Torino*, Turin, Italy, Sep 2026 – Present\n"
    ).plain()
    assert [(p["title"], p["organization"]) for p in draft["positions"]] == [
        ("Communication Intern / Copywriter", "OGR Torino")
    ]


def test_a_position_in_prose_takes_its_start_from_a_later_sentence() -> None:
    draft = draft_of(
        """\
        # Jane Roe

        I am a PhD fellow at the University of Oslo. I am also a part-time employee at SINTEF.

        From January 2019, I worked part-time at SINTEF while finishing my MSc degree. I started my
        PhD fellowship in October 2019 with the same group.
        """
    )
    assert [(p["title"], p["organization"], p["start"]) for p in draft.plain()["positions"]] == [
        ("PhD Fellow", "University of Oslo", "2019-10"),
        ("Part-Time Employee", "SINTEF", "2019-01"),
    ]
    assert "the start is read from a later sentence" in to_yaml(draft)


def test_a_degree_in_prose_takes_both_ends_of_its_range() -> None:
    draft = draft_of(
        "I was an MSc student at the Arctic University of Norway, from August 2014 to June 2019.\n"
    )
    (degree,) = draft.plain()["education"]
    assert (degree["start"], degree["end"]) == ("2014-08", "2019-06")


@pytest.mark.parametrize(
    ("written", "address"),
    [
        ("ada.example [at] uni [dot] edu", "ada.example@uni.edu"),
        ("ada (at) cs (dot) uni (dot) ac (dot) uk", "ada@cs.uni.ac.uk"),
        ("[ada@uni.edu](mailto:ada@uni.edu)", "ada@uni.edu"),
    ],
)
def test_emails_plain_and_obfuscated(written: str, address: str) -> None:
    assert draft_of(f"# Ada Example\n\nEmail: {written}\n").plain()["emails"] == [address]


def test_the_referees_emails_are_theirs_not_the_persons() -> None:
    draft = draft_of("""\
        # Ada Example
        ada@uni.edu

        ## References
        - **Bo Lindqvist**, Professor, Uni. Email: bo@uni.edu
        """)
    assert draft.plain()["emails"] == ["ada@uni.edu"]


def test_profile_links_become_identifiers() -> None:
    draft = draft_of(
        "# Ada Example\n\n🌐 <https://github.com/adaex> · [Google Scholar](https://scholar.google.com/citations?user=AbC123)\n"
    )
    assert draft.plain()["identifiers"] == {"github": "adaex", "google_scholar": "AbC123"}


# -- education and positions ---------------------------------------------------------------------------


def test_a_squashed_pdf_line_is_cut_into_degrees_dates_institution_and_advisors() -> None:
    draft = draft_of(
        "## EDUCATION\n"
        "\n"
        "Doctor of Philosophy (Ph.D.)September 2010 - September 2016"
        "Example State University, Columbus, OH, USAComputer Science"
        "Advisor: Ann Lee; Committee: Bo Lindqvist, Cy Moreau"
        "Master of Science (M.S.)September 2008 - August 2010\n"
        "\n"
        "Example Tech University, Wuhan, China Computer Science Advisor: Dan Roe\n"
    )
    phd, msc = draft.plain()["education"]
    assert phd == {
        "degree": "PhD",
        "field": "Computer Science",
        "institution": "Example State University",
        "start": "2010-09",
        "end": "2016-09",
        "advisors": ["Ann Lee"],
        "committee": ["Bo Lindqvist", "Cy Moreau"],
    }
    assert msc["institution"] == "Example Tech University" and msc["advisors"] == ["Dan Roe"]


def test_degrees_are_normalised() -> None:
    draft = draft_of("""\
        ## Education
        - Ph.D in Physics, Example University
        - M.Sc. in Physics, Example University
        - B.Eng. in Mechanics, Example University
        - Visiting Scholar, Other University
        """)
    assert [e["degree"] for e in draft.plain()["education"]] == ["PhD", "MSc", "BEng", "visiting"]


def test_prose_gives_degrees_and_advisors_but_not_a_class_supervisor() -> None:
    draft = draft_of(
        "# Ada Example\n"
        "\n"
        "I received my PhD from the Computer Science Department at Example University in 2020, "
        "where I was co-advised by Ann Lee and Bo Lindqvist. "
        "Before that, I received my bachelor degree in Physics from the Honors Class "
        "supervised by Cy Moreau at Second University.\n"
    )
    phd, bachelor = draft.plain()["education"]
    assert phd["advisors"] == ["Ann Lee", "Bo Lindqvist"] and phd["end"] == 2020
    assert bachelor["institution"] == "Second University" and "advisors" not in bachelor


def test_two_titles_and_two_companies_in_one_sentence_are_paired_in_order_and_marked() -> None:
    draft = draft_of(
        "# Ada Example\n\n"
        "I worked as an R&D Engineer and Senior R&D Engineer at companies such as Acme and Beta Corp.\n"
    )
    positions = draft.profile["positions"]
    assert [(p["title"], p["organization"]) for p in positions] == [
        ("R&D Engineer", "Acme"),
        ("Senior R&D Engineer", "Beta Corp"),
    ]
    assert positions[0].review[""] == ["titles and organisations paired in the order the sentence lists them"]


def test_an_ambiguous_news_date_keeps_only_the_year_and_says_why() -> None:
    draft = draft_of("""\
        # Ada Example

        I am currently an assistant profosser at Example University.

        ## News
        [01/11/24] Start working as an assistant professor at Example University.
        """)
    (position,) = draft.profile["positions"]
    assert position["title"] == "Assistant Professor"
    assert position.review["title"] == ["'profosser' read as 'Professor'"]
    assert position["start"] == 2024 and "day/month" in position.review["start"][0]


def test_a_date_range_left_alone_by_the_pdf_layout_goes_to_the_degree_without_dates_for_review() -> None:
    draft = draft_of("""\
        ## EDUCATION
        Master of Science (M.S.)September 2008 - August 2010 Example University
        ### Bachelor of Science (B.S.)
        Example University

        # EXPERIENCE
        - Acme, Redmond, WA 10/2016–Present Principal Researcher 08/2020–Present

        July 2004 - June 2008
        """)
    bachelor = draft.profile["education"][1]
    assert (bachelor["start"], bachelor["end"]) == ("2004-07", "2008-06")
    assert "stand alone on line 9" in bachelor.review["start"][0]
    assert draft.plain()["positions"][0]["start"] == "2020-08"  # the title's own dates, not the company's


# -- publications ------------------------------------------------------------------------------------------


def test_marks_become_flags_as_the_legend_says() -> None:
    draft = draft_of("""\
        ## Publications
        (#equal contribution, *corresponding author)
        - **[CONF 2024]** Bo Lindqvist#, Ada Example#, Cy Moreau* "A Study of Things"
        """)
    (pub,) = draft.plain()["publications"]
    assert pub["authors"] == [
        {"name": "Bo Lindqvist", "equal_contribution": True},
        {"name": "Ada Example", "equal_contribution": True},
        {"name": "Cy Moreau", "corresponding": True},
    ]
    assert (pub["venue"], pub["year"]) == ("CONF", 2024)


@pytest.mark.parametrize(
    ("entry", "authors"),
    [
        (
            "Ada Example*, and Lindqvist, Bo* and Moreau, Cy. **A Study of Things**, CONF, 2018.",
            ["Ada Example", "Bo Lindqvist", "Cy Moreau"],
        ),
        (
            "**Ada Example**, Lindqvist B, Li WXY, Lee K.H., A Study of Things, Frontiers in Things, 2016",
            ["Ada Example", "B. Lindqvist", "W. X. Y. Li", "K. H. Lee"],
        ),
        (
            "Example, A., Lindqvist, B. M., & Moreau, C. (2021). "
            "A study of things. *Journal of Things*, 3(1), 1–9.",
            ["A. Example", "B. M. Lindqvist", "C. Moreau"],
        ),
    ],
    ids=["last-first", "vancouver", "apa"],
)
def test_author_list_conventions_are_written_first_name_first(entry: str, authors: list[str]) -> None:
    (pub,) = draft_of(f"## Publications\n- {entry}\n").plain()["publications"]
    assert [a["name"] if isinstance(a, dict) else a for a in pub["authors"]] == authors
    assert pub["title"].lower() == "a study of things"


def test_scraped_blocks_under_year_headings() -> None:
    draft = draft_of("""\
        Publications
        2023

        A Study of Things
        Ada Example*, Bo Lindqvist*, and Cy Moreau
        In Proceedings of the Conference on Things (CONF), June 2023.
        Best Paper Award

        Truncated Authors
        Dan Roe, et al.
        In Proceedings of the Symposium on Stuff (SOS), May 2023.
        """)
    first, second = draft.profile["publications"]
    assert first["awards"] == ["Best Paper Award"] and first["venue"] == "CONF" and first["year"] == 2023
    assert second["authors"] == ["Dan Roe"] and second.review["authors"] == [
        "author list cut short ('et al.') in the source"
    ]


def test_a_rare_misspelling_of_a_frequent_coauthor_is_corrected_and_marked() -> None:
    entries = "\n".join(
        f'- Ada Example, Swarnendu Biswas, "Paper Number {n}", CONF {2010 + n}.' for n in range(3)
    )
    draft = draft_of(
        f'## Publications\n{entries}\n- Ada Example, Swarnendu Biswass, "The Odd One", CONF 2020.\n'
    )
    odd = draft.profile["publications"][3]
    assert odd["authors"] == ["Ada Example", "Swarnendu Biswas"]
    assert odd.review["authors"] == [
        "'Swarnendu Biswass' written as 'Swarnendu Biswas', the spelling used elsewhere on the page"
    ]


def test_years_from_arxiv_ids_and_label_conflicts_are_marked() -> None:
    draft = draft_of(
        "## Publications\n"
        '- Ada Example, Bo Lindqvist, "A Preprint of Things", https://arxiv.org/abs/2201.05596\n'
        "- CONF 2017 Ada Example, Bo Lindqvist, Relaxed Things for Stuff, "
        "In 25th Conference on Things, March 2016.\n"
    )
    preprint, paper = draft.profile["publications"]
    assert (preprint["year"], preprint["kind"], preprint["venue"]) == (2022, "preprint", "arXiv")
    assert preprint.review[""] == ["year read from the arXiv identifier"]
    assert paper["year"] == 2016 and paper.review[""] == [
        "year: the label says 2017, the entry's date says 2016"
    ]


# -- entity linking ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "canonical", "how"),
    [
        ("Tsinghua University", "Tsinghua University", None),
        ("Huazhong", "Huazhong University of Science and Technology", "the distinctive word of the name"),
        ("Carnegie Mellon Universty", "Carnegie Mellon University", "spelling one or two letters apart"),
    ],
)
def test_institutions_are_matched_to_the_registry(
    registry: Registry, written: str, canonical: str, how: str | None
) -> None:
    draft = draft_of(f"## Education\n- Ph.D. in Physics, {written}, 2015\n", registry)
    (entry,) = draft.profile["education"]
    assert entry["institution"] == canonical
    marks = entry.review.get("institution", [])
    if how is None:
        assert marks == []
    else:
        entry_id = registry.organization(canonical).entry.id  # type: ignore[union-attr]
        assert f"'{written}' matched to the registry entry {entry_id} ({how})" in marks


def test_names_that_match_no_registry_entry_are_proposed_as_new_entries(registry: Registry) -> None:
    draft = draft_of(
        "## Education\n- Ph.D. in Physics, Nowhere Institute of Technology, 2015. Advisor: Zed Nobody\n",
        registry,
    )
    assert draft.proposed["organizations"] == [
        {"id": "nowhere-institute-of-technology", "name": "Nowhere Institute of Technology", "line": 2}
    ]
    assert draft.proposed["people"] == [{"id": "zed-nobody", "name": "Zed Nobody", "line": 2}]
    assert (
        "#   - {id: nowhere-institute-of-technology, name: Nowhere Institute of Technology}  # line 2"
        in to_yaml(draft)
    )


# -- the command -------------------------------------------------------------------------------------------


@pytest.fixture
def page(tmp_path: Path) -> Path:
    path = tmp_path / "page.md"
    path.write_text(
        "# Ada Example\n\nI am an assistant professor at Example University.\n\n## Publications\n"
        '- Ada Example, Bo Lindqvist, "A Study of Things", CONF 2020.\n',
        encoding="utf-8",
    )
    return path


def test_extract_prints_the_draft(page: Path) -> None:
    code, out, err = run(["extract", str(page), "--data", "none"])
    assert code == 0
    assert "name: Ada Example  # line 1\n" in out
    assert err.startswith("note: no data folder 'none'")


def test_extract_writes_one_draft_per_document_and_never_overwrites(page: Path, tmp_path: Path) -> None:
    out_dir = tmp_path / "drafts"
    assert run(["extract", str(page), "-o", str(out_dir), "--data", "none"])[0] == 0
    written = out_dir / "ada-example.yaml"
    before = written.read_text(encoding="utf-8")
    code, _, err = run(["extract", str(page), "-o", str(out_dir), "--data", "none"])
    assert code == 0  # a draft left as it was is no failure
    assert err.endswith(
        f"{page} -> {written}: exists, not overwritten (compare the page with it, or write the drafts "
        "to another folder)\n"
    )
    assert written.read_text(encoding="utf-8") == before


SAVED_PAGES = FIXTURES / "saved-pages"


def summary_line(page: Path, draft: Path, name: str, positions: str, degrees: str, publications: str) -> str:
    """The line extract prints for a page it drafted; the reviews counted in the draft it wrote."""
    lines = draft.read_text(encoding="utf-8").splitlines()
    reviews = sum(line.count("# REVIEW:") for line in lines if not line.startswith("#"))  # not the header
    return f"{page} -> {draft}: {name}, {positions}, {degrees}, {publications} ({reviews} marked for review)"


def test_a_folder_of_saved_pages_gives_a_draft_and_a_line_each(tmp_path: Path) -> None:
    pages = sorted(SAVED_PAGES.glob("*.html"))
    drafts = tmp_path / "drafts"
    code, out, err = run(["extract", *map(str, pages), "-o", f"{drafts}/", "--data", "none"])
    assert (code, out) == (0, "")
    faculty, sites = pages  # faculty-directory.html, google-sites.html
    assert err.splitlines()[1:] == [
        summary_line(
            faculty, drafts / "jane-doe.yaml", "Jane Doe", "2 positions", "1 degree", "3 publications"
        ),
        summary_line(
            sites, drafts / "wei-zhang.yaml", "Wei Zhang", "1 position", "2 degrees", "2 publications"
        ),
    ]
    for draft in drafts.iterdir():
        check_document(load_yaml_text(draft.read_text(encoding="utf-8"), str(draft)), PROFILE, str(draft))


def test_a_page_that_cannot_be_read_is_one_error_and_the_others_are_written(tmp_path: Path) -> None:
    pages = tmp_path / "pages"
    pages.mkdir()
    good = pages / "jane.html"
    good.write_bytes((SAVED_PAGES / "faculty-directory.html").read_bytes())
    empty, binary = pages / "empty.html", pages / "photo.html"
    empty.write_text("", encoding="utf-8")
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    drafts = tmp_path / "drafts"
    code, out, err = run(["extract", str(binary), str(good), str(empty), "-o", str(drafts), "--data", "none"])
    assert (code, out) == (1, "")
    assert err.splitlines()[1:] == [
        summary_line(good, drafts / "jane-doe.yaml", "Jane Doe", "2 positions", "1 degree", "3 publications"),
        f"error: {binary}: file is binary, not text (for a PDF, extract its text first, e.g. with pdftotext)",
        f"error: {empty}: file is empty: there is nothing to extract",
    ]
    assert sorted(p.name for p in drafts.iterdir()) == ["jane-doe.yaml"]


def test_a_page_the_extractor_fails_on_is_one_error_and_the_others_are_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fault of the extractor on one page (here made to happen) costs that page only: it is
    named as a fault to report, and every other page of the folder is drafted."""
    from scholarkg.extract import command

    def failing_on_one(source: Any, registry: Any, curated: Any) -> Draft:
        if "Faulty" in source.text:
            raise TypeError("'<' not supported between instances of 'int' and 'NoneType'")
        return extract(source, registry, curated)

    monkeypatch.setattr(command, "extract", failing_on_one)
    pages = tmp_path / "pages"
    pages.mkdir()
    good, faulty = pages / "jane.html", pages / "faulty.md"
    good.write_bytes((SAVED_PAGES / "faculty-directory.html").read_bytes())
    faulty.write_text("# Faulty Page\n\nNothing else.\n", encoding="utf-8")
    drafts = tmp_path / "drafts"
    code, out, err = run(["extract", str(faulty), str(good), "-o", str(drafts), "--data", "none"])
    assert (code, out) == (1, "")
    assert err.splitlines()[1:] == [
        summary_line(good, drafts / "jane-doe.yaml", "Jane Doe", "2 positions", "1 degree", "3 publications"),
        f"error: {faulty}: the extractor failed on this page (TypeError: '<' not supported between "
        "instances of 'int' and 'NoneType'); this is a fault in scholarkg, not in the page: please "
        "report it with the page",
    ]
    assert sorted(p.name for p in drafts.iterdir()) == ["jane-doe.yaml"]


def test_extract_against_a_profile_prints_what_differs(page: Path, make_data: Callable[..., Path]) -> None:
    data = make_data(
        profiles={
            "ada-example": """\
        name: Ada Example
        positions:
          - {title: Assistant Professor, organization: Example University}
        publications:
          - {title: An Older Study, authors: [Ada Example], year: 2018, kind: conference}
        source: {document: page.md}
        curated: 2026-01-01
        """
        }
    )
    code, out, _ = run(
        ["extract", str(page), "--against", str(data / "profiles" / "ada-example.yaml"), "--data", str(data)]
    )
    assert code == 0
    assert "positions: 1 on the page, 1 in the profile, 1 the same\n" in out
    assert '  + page line 6: "A Study of Things" (2020)\n' in out
    assert f'  - {data / "profiles" / "ada-example.yaml"}:5: "An Older Study" (2018)\n' in out


def test_extract_reads_standard_input(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"# Ada Example\n\nada@uni.edu\n")))
    code, out, _ = run(["extract", "-", "--data", "none"])
    assert code == 0 and "emails: [ada@uni.edu]" in out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "file is empty: there is nothing to extract"),
        (
            b"%PDF-1.7\n\x00\x01binary",
            "file is binary, not text (for a PDF, extract its text first, e.g. with pdftotext)",
        ),
        (
            b"caf\xe9\n",
            "file is not UTF-8 text (byte 0xe9 at offset 3); convert it first, e.g. iconv -f latin1 -t utf-8",
        ),
    ],
    ids=["empty", "binary", "not-utf8"],
)
def test_bad_input_is_refused_with_one_line_and_status_1_and_nothing_written(
    tmp_path: Path, content: bytes, message: str
) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_bytes(content)
    out_dir = tmp_path / "drafts"
    code, out, err = run(["extract", str(bad), "-o", str(out_dir), "--data", "none"])
    assert (code, out) == (1, "")
    assert err.endswith(f"error: {bad}{':1' if b'caf' in content else ''}: {message}\n")
    assert not out_dir.exists()


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # sparse: 50 MB without writing them
    code, out, err = run(["extract", str(huge), "--data", "none"])
    assert (code, out) == (1, "")
    assert "file is 50.0 MB; extract reads documents of at most 5 MB" in err


def test_one_bad_file_among_good_ones_prints_nothing(page: Path, tmp_path: Path) -> None:
    empty = tmp_path / "empty.md"
    empty.write_text("", encoding="utf-8")
    assert run(["extract", str(page), str(empty), "--data", "none"])[:2] == (1, "")


def test_usage_errors_exit_2(page: Path) -> None:
    assert run(["extract", str(page), str(page), "--against", str(page)])[0] == 2
    assert run(["extract", "no-such-file.md", "--data", "none"])[0] == 2
    assert run(["extract", str(page), "--format", "xml"])[0] == 2


def test_the_evaluation_harness_runs_and_reports_every_goal(capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "extraction_eval", REPO / "benchmarks" / "extraction_eval.py"
    )
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    assert module.main(["--seeds", str(SEEDS)]) == 0
    out = capsys.readouterr().out
    assert "| publications |" in out and "Goals (F1 over all documents of a set):" in out
    assert out.count("goal 0.95") >= 2


def test_extract_is_documented() -> None:
    text = (REPO / "docs" / "extraction.md").read_text(encoding="utf-8")
    for needle in (
        "# line",
        "# REVIEW",
        "--against",
        "--format json",
        "benchmarks/extraction_eval.py",
        "| publications |",
    ):
        assert needle in text
