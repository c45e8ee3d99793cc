"""`scholarkg extract` on the shapes real pages take: each test is a short excerpt in the style of
a kind of page (al-folio and academicpages, Hugo, LaTeX, Markdown, reStructuredText and HTML CVs,
plain text) and what a curator reads from it.
"""

from __future__ import annotations

import datetime as dt
import textwrap

from scholarkg.extract import Draft, extract, source_from_bytes, to_yaml

PINNED = dt.date(2026, 1, 1)


def draft_of(text: str, name: str = "page.md") -> Draft:
    return extract(source_from_bytes(textwrap.dedent(text).encode("utf-8"), name), None, PINNED)


# -- front matter ----------------------------------------------------------------------------------


def test_an_al_folio_switch_where_hugo_has_a_list_is_not_a_list_of_links() -> None:
    draft = draft_of("""\
        ---
        layout: about
        title: about
        social: true
        ---
        I am a research engineer at Example Labs. Write to me at ada@example.org.
        """)
    assert draft.plain()["emails"] == ["ada@example.org"]


def test_al_folios_subtitle_and_hugos_student_role_state_the_current_post_or_degree() -> None:
    page = """\
        ---
        layout: about
        title: about
        subtitle: {subtitle}
        ---
        I study rivers and write about them here.
        """
    postdoc = draft_of(
        page.format(subtitle="Postdoctoral Researcher at <a href='#'>Northfield University</a>.")
    )
    assert [(p["title"], p["organization"]) for p in postdoc.plain()["positions"]] == [
        ("Postdoctoral Researcher", "Northfield University")
    ]
    assert postdoc.source_lines()["positions[0]"] == 4
    student = draft_of(page.format(subtitle="PhD Student @ Northfield Institute of Technology")).plain()
    assert [(e["degree"], e["institution"]) for e in student["education"]] == [
        ("PhD", "Northfield Institute of Technology")
    ]
    hugo = draft_of("""\
        ---
        title: Steven Gol
        role: PhD student
        organizations:
          - name: Acme University
        ---
        """).plain()
    assert [(e["degree"], e["institution"]) for e in hugo["education"]] == [("PhD", "Acme University")]


# -- the owner's name ------------------------------------------------------------------------------


def test_a_page_title_naming_its_owner_gives_the_name() -> None:
    draft = draft_of("""\
        ---
        title: "Ada Example's personal academic website"
        permalink: /
        ---
        Ada Example holds a bachelor's degree in linguistics.
        """)
    assert draft.plain()["name"] == "Ada Example"


def test_a_job_title_in_the_front_matter_is_not_the_owners_name() -> None:
    draft = draft_of("""\
        ---
        title: Postdoctoral Research Associate
        author: Jun Oda
        ---
        I study glaciers.
        """)
    assert draft.plain()["name"] == "Jun Oda"


def test_a_heading_that_names_the_cv_and_its_owner_gives_the_owner() -> None:
    for heading in (
        "Curriculum Vitae of J. Mara Quint",
        "Curriculum Vitae: J. Mara Quint",
        "J. Mara Quint - CV",
    ):
        rule = "=" * len(heading)
        page = f"{rule}\n{heading}\n{rule}\n\nEducation\n---------\n\n- Ph.D., X, 2007\n"
        assert draft_of(page, name="cv.rst").plain()["name"] == "J. Mara Quint", heading


def test_a_curriculum_vitae_heading_is_not_the_owners_name() -> None:
    draft = draft_of("""\
        ## Curriculum Vitae

        ### ADA EXAMPLE
        Email: ada@example.org
        """)
    assert draft.plain()["name"] == "Ada Example"


def test_the_email_address_names_the_owner_when_the_page_does_not() -> None:
    page = """\
        ---
        title: about
        ---
        I work on databases. Write to {address}.
        """
    draft = draft_of(page.format(address="jane.roe@example.edu"))
    assert draft.plain()["name"] == "Jane Roe"
    assert any("read from the e-mail address 'jane.roe@example.edu'" in why for _, _, why in draft.reviews())
    assert draft_of(page.format(address="info.office@example.edu")).plain().get("name") != "Info Office"
    with_papers = draft_of(
        page.format(address="jane.roe@example.edu")
        + "\n## Publications\n\n- **J. Roe**, A. Smith. Fast joins. In VLDB 2020.\n"
        + "- B. Lee, **J. Roe**. Slow joins. In SIGMOD 2021.\n"
    ).plain()
    assert (with_papers["name"], with_papers["aliases"]) == ("Jane Roe", ["J. Roe"])


# -- running text about the owner -----------------------------------------------------------------


def test_an_about_page_that_introduces_its_owner_by_name() -> None:
    draft = draft_of("""\
        ---
        layout: about
        title: about
        ---

        Hi! I'm **Elena Petrova**, a fourth-year PhD student at the Max Planck Institute for
        Software Systems, advised by Prof. Karl Weber. Previously, I worked as a software engineer
        at Yandex for two years.
        """)
    plain = draft.plain()
    assert plain["name"] == "Elena Petrova"
    assert draft.source_lines()["name"] == 6
    assert [(e["degree"], e["institution"], e.get("advisors")) for e in plain["education"]] == [
        ("PhD", "Max Planck Institute for Software Systems", ["Karl Weber"])
    ]
    assert [(p["title"], p["organization"], p["current"]) for p in plain["positions"]] == [
        ("Software Engineer", "Yandex", False)  # not "Yandex for two years"
    ]


def test_a_banner_drawn_in_characters_is_no_paragraph_and_a_name_may_have_five_words() -> None:
    draft = draft_of(
        """\
        ╔═╗┌┐ ┌─┐┬ ┬┌┬┐
        ╠═╣├┴┐│ ││ │ │
        ╩ ╩└─┘└─┘└─┘ ┴

         _ _  _  __  __
        | | || || _|| _|
        |_|_||_||_| |__|

        | _ \\ / _| | || |  ( _ ) | | |__ | / |

        I am Tiago M R dos Reis, from Porto, and I write software for a living.
        """,
        "cv.txt",
    )
    assert draft.plain()["name"] == "Tiago M R dos Reis"
    assert draft.source_lines()["name"] == 11


def test_advisors_named_after_one_degree_of_two_in_a_sentence_are_that_degrees() -> None:
    education = draft_of("""\
        # Wei Chen

        I received my Ph.D. from the University of Washington in 2019, advised by John Doe, and my
        B.S. from Peking University in 2014.
        """).plain()["education"]
    assert [(e["degree"], e["end"], e.get("advisors")) for e in education] == [
        ("PhD", 2019, ["John Doe"]),
        ("BSc", 2014, None),
    ]


def test_the_ways_running_text_states_a_current_post() -> None:
    def post(sentence: str) -> tuple[object, ...]:
        (position,) = draft_of(f"# Ana Lima\n\n{sentence}\n").plain()["positions"]
        return position["title"], position["organization"], position.get("start"), position.get("current")

    assert post("I am currently working at Google DeepMind as a Research Scientist.") == (
        "Research Scientist",
        "Google DeepMind",
        None,
        None,
    )
    assert post("I'm currently working as a research scientist at Google DeepMind.") == (
        "Research Scientist",
        "Google DeepMind",
        None,
        None,
    )
    assert post(
        "I currently work at Adobe Research as a senior research scientist, where I lead a group."
    ) == ("Senior Research Scientist", "Adobe Research", None, None)
    assert post(
        "I lead a lab at Cornell University, where I am an Associate Professor of Computer Science."
    ) == ("Associate Professor", "Cornell University", None, None)
    assert post("Since 2021, I have been a research scientist at Meta AI.") == (
        "Research Scientist",
        "Meta AI",
        2021,
        None,
    )
    assert post("Before that, I worked at Yahoo Labs as a research engineer.") == (
        "Research Engineer",
        "Yahoo Labs",
        None,
        False,
    )


def test_ranges_written_short_or_open_with_a_dash_against_the_year() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Experience

        - 2019- Theory Fellow, Example Institute for Physics
        - 2015–17 Research Associate, Lakeview University
        - April-August 2012: Research Intern, Acme Labs
        """).plain()
    assert [(p["title"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Theory Fellow", 2019, None),
        ("Research Associate", 2015, 2017),
        ("Research Intern", "2012-04", "2012-08"),
    ]
    draft = draft_of("# Ana Lima\n\n## Experience\n\n- 2015–17 Research Associate, Lakeview University\n")
    assert any("'17' (year cut short); completed as 2017" in why for _, _, why in draft.reviews())


def test_the_person_a_post_was_with_is_a_mentor_and_no_department() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Experience

        - 2015-2017 Research Associate, Lakeside University, USA, with Prof. Omar Reyes
        - **Carver University** - Postdoctoral Researcher, Prof. Ada Brook, 2017-2019
        """).plain()
    assert [
        (p["organization"], p.get("department"), p["mentors"], p["start"], p["end"])
        for p in plain["positions"]
    ] == [
        ("Lakeside University", None, ["Omar Reyes"], 2015, 2017),
        ("Carver University", None, ["Ada Brook"], 2017, 2019),
    ]


def test_a_university_systems_campus_after_a_dash() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Experience

        - Research Assistant, University of Wisconsin - Madison, 2015-2017

        ## Education

        - Ph.D. in Physics, University of Texas – Austin, 2015
        """).plain()
    assert plain["positions"][0]["organization"] == "University of Wisconsin, Madison"
    assert plain["education"][0]["institution"] == "University of Texas, Austin"


def test_a_laboratory_named_on_its_own_is_the_employer() -> None:
    plain = draft_of("""\
        # Mara Quint

        ## Appointments

        - Research Fellow, Pine Propulsion Laboratory, 2024--present
        - Postdoc, Lincoln Laboratory, 2020--2024
        """).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Research Fellow", "Pine Propulsion Laboratory", None),
        ("Postdoc", "Lincoln Laboratory", None),
    ]


def test_a_past_post_with_its_abbreviation_in_brackets_and_a_word_before_the_noun() -> None:
    (position,) = draft_of(
        "# Ana Lima\n\nPrior to that, I was a software development engineer (SDE) at Acme Cloud Lab.\n"
    ).plain()["positions"]
    assert (position["title"], position["organization"], position["current"]) == (
        "Software Development Engineer",
        "Acme Cloud Lab",
        False,
    )


def test_from_a_date_in_running_text_is_the_posts_start() -> None:
    (position,) = draft_of(
        "# Ana Lima\n\nI was a research engineer at Example Labs from September 2017.\n"
    ).plain()["positions"]
    assert (position["title"], position["organization"], position["start"], position.get("end")) == (
        "Research Engineer",
        "Example Labs",
        "2017-09",
        None,
    )


def test_a_bold_organisation_a_slash_and_the_title_over_its_dates() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Experience

        - **Univ of Westbrook** / Teaching Assistant for Statistics<br>*Sep. 2018 - Dec. 2018, Westbrook, UK*
        - **Acme Robotics** / Research Intern<br>*Jun. 2017 - Aug. 2017, Leeds, UK*
        """).plain()
    assert [
        (p["title"], p["organization"], p.get("department"), p["start"], p["end"]) for p in plain["positions"]
    ] == [
        ("Teaching Assistant", "Univ of Westbrook", None, "2018-09", "2018-12"),
        ("Research Intern", "Acme Robotics", None, "2017-06", "2017-08"),
    ]


def test_a_bold_firm_whose_name_ends_in_a_plural_title_word_is_the_employer() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Experience

        - **Triad Tutors,** Raleigh, NC - Tutor (2015 - 2016)
        - **Acme Labs,** Raleigh, NC - Research Scientist (2016 - 2018)
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Tutor", "Triad Tutors", 2015),
        ("Research Scientist", "Acme Labs", 2016),
    ]


def test_a_posts_sub_items_give_its_dates_and_the_institution_among_units() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Work experience

        * Postdoctoral Research Fellow
          * Lakeshore University
          * Neutrino physics group
          * 06/2017-06/2019
        * Jan 2012 - Mar 2018: Assistant Professor
          * Department of Marine Biology
          * School of Life Sciences, Harlow University of Science, Harlow, UK
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Postdoctoral Research Fellow", "Lakeshore University", "2017-06", "2019-06"),
        ("Assistant Professor", "Harlow University of Science", "2012-01", "2018-03"),
    ]
    assert plain.get("education") is None  # the dates' sub-item is the post's, not a degree's


def test_entities_a_country_in_a_name_and_a_fellowship_in_entries() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Appointments

        * [2018&mdash;present]&nbsp; **Senior Lecturer**
          * Redcliff University, School of Informatics
        *   **Norway Institute of Ocean Technology**, Norway (Sep. 2014 - Feb. 2016)
            *   Research engineer
        * Apr 2012 - Aug 2014: Postdoctoral Fellowship
          * Marine Genomics Team, Fenwick Institute, Portmere, France
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Senior Lecturer", "Redcliff University", 2018, None),
        ("Research Engineer", "Norway Institute of Ocean Technology", "2014-09", "2016-02"),
        ("Postdoctoral Fellowship", "Fenwick Institute", "2012-04", "2014-08"),
    ]


def test_a_title_in_brackets_after_the_dates_and_a_club_membership_in_prose() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Positions and Employment

        * 3/2017 - present (Associate Professor)： Institute for Applied Logic, Larkmoor University

        ## Bio

        I grew up in Alden, where I was a member of the Chess Club.
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Associate Professor", "Larkmoor University", "2017-03")  # and no "Member" of the club
    ]


def test_field_named_scientists_a_state_with_its_country_and_a_professor_of_a_field_kept() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Experience

        - 2016-2019 - **Staff Engineer**, Halden Instruments, Marlow, Ohio USA.
        - **Senior Physicist IV**, Lakeside Labs, 2019 - present

        ### Eastfield College

        Professor of Physics, September, 2005 - Present
        """).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Staff Engineer", "Halden Instruments"),
        ("Senior Physicist IV", "Lakeside Labs"),
        ("Professor of Physics", "Eastfield College"),  # the field is part of the title, not the employer
    ]


def test_a_detail_line_is_no_unit_and_a_master_thesis_no_degree() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Experience

        Lab Manager — Kelvin Centre (Sep 2010–Feb 2011)
        Project: Sensor Rig built on Field Data

        ## Education

        - BFA in Painting, Lakeview University, 1983
        """).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Lab Manager", "Kelvin Centre", None)
    ]
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [("BA", "Lakeview University")]
    moderncv = MODERNCV.replace("{Advisor: Lars Berg}", "{Master thesis at Yale University}")
    assert [e["degree"] for e in draft_of(moderncv, name="cv.tex").plain()["education"]] == ["PhD", "MSc"]


def test_months_with_two_digit_years_as_a_range() -> None:
    draft = draft_of(
        "# Ana Lima\n\n## Experience\n\n- 07/14 -- 12/16 Assistant Research Professor, Harlan University\n"
    )
    (position,) = draft.plain()["positions"]
    assert (position["start"], position["end"]) == ("2014-07", "2016-12")
    assert any("'12/16' (year cut short); completed as 2016-12" in why for _, _, why in draft.reviews())


def test_since_before_a_date_opens_it_and_is_no_organisation() -> None:
    for entry in (
        "Since 2020: Assistant Professor, UMass Boston",
        "Assistant Professor, UMass Boston, since 2020",
    ):
        (position,) = draft_of(f"# Ana Lima\n\n## Appointments\n\n{entry}\n").plain()["positions"]
        assert (position["title"], position["organization"], position["start"], position.get("end")) == (
            "Assistant Professor",
            "UMass Boston",
            2020,
            None,
        ), entry


def test_advisors_named_as_current_supervisors_or_thesis_supervisors() -> None:
    for prose in (
        "I am a PhD student at Westfield University. I am currently supervised by Rosa Blum and Tom Berg.",
        "I received my PhD from Westfield University. My thesis supervisors are Rosa Blum and Tom Berg.",
    ):
        (degree,) = draft_of(f"# Ana Lima\n\n{prose}\n").plain()["education"]
        assert (degree["degree"], degree["advisors"]) == ("PhD", ["Rosa Blum", "Tom Berg"]), prose


def test_a_biography_dates_positions_by_joining_and_promotion() -> None:
    plain = draft_of("""\
        # Dr. Amara Okafor

        ## Biography

        Dr Okafor joined the University of Leeds in 2017 as a Lecturer and was promoted to
        Associate Professor in 2021. She received her PhD from Imperial College London in 2012.
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Lecturer", "University of Leeds", 2017, 2021),
        ("Associate Professor", "University of Leeds", 2021, None),
    ]


def test_posts_told_in_sentences_under_a_positions_heading() -> None:
    draft = draft_of("""\
        ---
        title: affiliations
        ---

        ## Current Position

        As of September 2026 I will be an Academy Research Fellow at the Department of Computer
        Science of the University of Lakeside.

        ## Previous Positions

        Between September 2021 and August 2024 I was postdoctoral researcher at the Department of
        Computer Science of the University of Lakeside funded by a national grant.

        Between September 2022 and August 2024 I was a University Lecturer at the Department of
        Computer Science.
        """)
    positions = draft.plain()["positions"]
    assert [
        (p["title"], p["organization"], p.get("department"), p.get("start"), p.get("end")) for p in positions
    ] == [
        ("Academy Research Fellow", "University of Lakeside", "Department of Computer Science", 2026, None),
        (
            "Postdoctoral Researcher",
            "University of Lakeside",
            "Department of Computer Science",
            "2021-09",
            "2024-08",
        ),
        (
            "University Lecturer",
            "University of Lakeside",
            "Department of Computer Science",
            "2022-09",
            "2024-08",
        ),
    ]
    assert any("announces ahead" in why for _, _, why in draft.reviews())


def test_a_postdoc_done_an_internship_held_and_whose_advisor_the_phd_had() -> None:
    plain = draft_of("""\
        I received my PhD in 2015 from Northfield Institute of Technology, where I was fortunate
        to be advised by Prof. Anders Håkansson. I then did a postdoc at EPFL, under the supervision
        of Prof. Ola Lindgren. I had also worked as an intern student at Microsoft Research Asia,
        supervised by Prof. Wei Lu. I also did a summer internship at Riverside Labs in 2013.
        """).plain()
    assert [(p["title"], p["organization"], p.get("start"), p.get("end")) for p in plain["positions"]] == [
        ("Postdoc", "EPFL", None, None),
        ("Intern Student", "Microsoft Research Asia", None, None),
        ("Summer Intern", "Riverside Labs", 2013, 2013),
    ]
    assert [(e["degree"], e["institution"], e["end"], e.get("advisors")) for e in plain["education"]] == [
        ("PhD", "Northfield Institute of Technology", 2015, ["Anders Håkansson"])
    ]


def test_a_bio_that_dates_a_post_by_joining_and_places_a_phd_where_the_postdoc_was() -> None:
    plain = draft_of("""\
        I am an Assistant Professor in the Department of Computer Science at the University of
        Lakeside, where I joined in August 2025. Before that, I was a Postdoctoral Researcher at the
        University of Riverside (2022–2025), where I also received my Ph.D. in Computer Science in
        2022, advised by Dr. Mia Hart.
        """).plain()
    assert [(p["title"], p["organization"], p.get("start"), p.get("end")) for p in plain["positions"]] == [
        ("Assistant Professor", "University of Lakeside", "2025-08", None),
        ("Postdoctoral Researcher", "University of Riverside", 2022, 2025),
    ]
    assert [
        (e["degree"], e.get("field"), e["institution"], e["end"], e.get("advisors"))
        for e in plain["education"]
    ] == [("PhD", "Computer Science", "University of Riverside", 2022, ["Mia Hart"])]


def test_a_post_at_a_centre_of_a_university_in_a_professors_project_and_a_phd_students_group() -> None:
    plain = draft_of("""\
        Previously, I worked as a post-doctoral researcher at the Cologne Center for Comparative
        Politics of the University of Cologne in Professor Sven Proksch's ERC-funded project (01/2022
        - 07/2024). I earned my PhD at the University of Zurich, where I was a member of Tarik
        Abou-Chadi's research group (05/2018 - 12/2021).
        """).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Post-Doctoral Researcher", "University of Cologne", "Cologne Center for Comparative Politics")
    ]


# -- CV data files ---------------------------------------------------------------------------------


def test_cv_data_files_in_the_three_common_shapes_give_the_same_profile() -> None:
    json_resume = """\
        {
          "basics": {"name": "Ana Lima", "email": "ana.lima@example.org"},
          "work": [{"name": "Acme Labs", "position": "Research Scientist", "startDate": "2021-03-01"}],
          "education": [{"institution": "University of Pisa", "area": "Physics", "studyType": "PhD",
                         "startDate": "2014-10-01", "endDate": "2018-06-30"}]
        }
        """
    rendercv = """\
        cv:
          name: Ana Lima
          email: ana.lima@example.org
          sections:
            experience:
              - company: Acme Labs
                position: Research Scientist
                start_date: 2021-03
                end_date: present
            education:
              - institution: University of Pisa
                area: Physics
                degree: PhD
                start_date: 2014-10
                end_date: 2018-06
        """
    alfolio = """\
        - title: General Information
          type: map
          contents:
            - name: Full Name
              value: Ana Lima
            - name: Email
              value: ana.lima@example.org
        - title: Experience
          type: time_table
          contents:
            - title: Research Scientist
              institution: Acme Labs
              year: 2021-03 - present
        - title: Education
          type: time_table
          contents:
            - title: PhD, Physics
              institution: University of Pisa
              year: 2014-10 - 2018-06
        """
    for text, name in ((json_resume, "resume.json"), (rendercv, "cv.yaml"), (alfolio, "cv.yml")):
        draft = draft_of(text, name=name)
        plain = draft.plain()
        assert (plain["name"], plain["emails"]) == ("Ana Lima", ["ana.lima@example.org"]), name
        assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
            ("Research Scientist", "Acme Labs", "2021-03", None)
        ], name
        assert [(e["degree"], e["field"], e["institution"], e["end"]) for e in plain["education"]] == [
            ("PhD", "Physics", "University of Pisa", "2018-06")
        ], name
        assert plain["source"]["kind"] == "cv"
        assert draft.source_lines()["positions[0]"] > 1, name  # the entry's own line in the file


def test_a_yaml_file_of_another_shape_is_read_as_text() -> None:
    plain = draft_of("title: Notes\nitems: [a, b]\n", name="notes.yml").plain()
    assert plain.get("positions") is None and plain.get("education") is None


# -- HTML pages, read as a tree --------------------------------------------------------------------

HTML_CV = """\
<!doctype html>
<html lang="en">
<head><title>Ada Example · CV</title>
<style>.name{font-size:40px}</style></head>
<body>
<header>
  <div class="name"><span>Ada</span>Example</div>
  <div class="contact"><a href="mailto:ada@example.org">ada@example.org</a></div>
</header>
<section>
  <h2>Experience</h2>
  <div class="entry"><div class="date">Mar 2021 – Present</div>
    <div><strong>Research Engineer</strong>, <em>Example Labs</em>, Turin<br>Builds things.</div></div>
  <div class="entry"><div class="date">Jan 2019 – Feb 2021</div>
    <div><strong>Data Analyst</strong>, <em>Acme Corp</em>, Milan</div></div>
</section>
</body>
</html>
"""


def test_an_html_cv_is_read_by_its_elements_and_keeps_its_source_lines() -> None:
    draft = draft_of(HTML_CV, name="cv.html")
    plain = draft.plain()
    assert plain["name"] == "Ada Example"
    assert plain["emails"] == ["ada@example.org"]
    assert [(p["title"], p["organization"], p.get("start"), p.get("end")) for p in plain["positions"]] == [
        ("Research Engineer", "Example Labs", "2021-03", None),
        ("Data Analyst", "Acme Corp", "2019-01", "2021-02"),
    ]
    assert draft.source_lines()["positions[1]"] == 14


def test_the_name_in_a_title_serves_when_the_page_has_no_heading() -> None:
    page = HTML_CV.replace('<div class="name"><span>Ada</span>Example</div>', "")
    assert draft_of(page, name="cv.html").plain()["name"] == "Ada Example"


def test_an_xhtml_page_and_a_venue_label_after_the_title() -> None:
    plain = draft_of(
        """\
        <?xml version="1.0" encoding="utf-8"?>
        <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
        <html><head><title>Stephen Example</title></head><body>
        <h1>Stephen Example</h1>
        <h2>Publications</h2>
        <ul>
        <li><span class="title">Dependent Types as Macros</span> (<em>POPL 2020</em>).<br/>
        Stephen Example, Mia Turner</li>
        </ul>
        </body></html>
        """,
        name="index.html",
    ).plain()
    assert plain["name"] == "Stephen Example"
    assert [(p["title"], p["year"], p["venue"]) for p in plain["publications"]] == [
        ("Dependent Types as Macros", 2020, "POPL")
    ]
    assert "w3.org" not in str(plain.get("homepage", ""))


def test_lines_broken_inside_one_html_paragraph_are_entries_of_their_own() -> None:
    plain = draft_of(
        """\
        <html><head><title>Marco Bianchi</title></head><body>
        <h1>Marco Bianchi</h1>
        <h2>Experience</h2>
        <p><b>2021 – present</b> Postdoctoral Researcher, University of Zurich<br>
        <b>2018 – 2021</b> Research Assistant, University of Pisa</p>
        </body></html>
        """,
        name="index.html",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Postdoctoral Researcher", "University of Zurich", 2021, None),
        ("Research Assistant", "University of Pisa", 2018, 2021),
    ]


def test_a_doctoral_student_entry_among_positions_is_a_degree_under_way() -> None:
    plain = draft_of("""\
        # Mara Quint

        ## Experience

        2013 – present  PhD Student, Westfield College
        2011 – 2013  Research Assistant, Westfield College
        2010 – 2011  Doctoral Candidate, University of Dunmore
        """).plain()
    assert [(p["title"], p["start"]) for p in plain["positions"]] == [("Research Assistant", 2011)]
    assert [(e["degree"], e["institution"], e["start"], e.get("end")) for e in plain["education"]] == [
        ("PhD", "Westfield College", 2013, None),
        ("PhD", "University of Dunmore", 2010, 2011),
    ]


def test_a_section_of_degrees_and_posts_together_gives_both() -> None:
    page = """\
        # Marco Bianchi

        ## {heading}

        2021 – present  Postdoctoral Researcher, University of Zurich
        2016 – 2021  PhD in Physics, Sapienza University of Rome
        2015 – 2016  PhD Fellow, University of Pisa
        2014 – 2016  M.Sc. in Physics, University of Pisa
        """
    for heading in ("Short CV", "Education and Employment", "Academic Career"):
        plain = draft_of(page.format(heading=heading)).plain()
        assert [(p["title"], p["start"]) for p in plain["positions"]] == [
            ("Postdoctoral Researcher", 2021),
            ("PhD Fellow", 2015),  # a title leads it: a post, not a degree
        ], heading
        assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
            ("PhD", "Sapienza University of Rome", 2021),
            ("MSc", "University of Pisa", 2016),
        ], heading


def test_an_html_tables_header_row_is_no_entry_and_its_cells_are_fields() -> None:
    plain = draft_of(
        """\
        <html><head><title>Li Wei</title></head><body>
        <h1>Li Wei</h1>
        <h2>Work Experience</h2>
        <table>
        <tr><th>Period</th><th>Position</th><th>Organization</th></tr>
        <tr><td>2019.09 - present</td><td>Associate Professor</td><td>Zhejiang University</td></tr>
        </table>
        <h2>Education</h2>
        <table>
        <tr><th>Degree</th><th>University</th><th>Year</th></tr>
        <tr><td>Ph.D.</td><td>Tsinghua University</td><td>2016</td></tr>
        </table>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Associate Professor", "Zhejiang University", "2019-09")
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("PhD", "Tsinghua University", 2016)
    ]


def test_html_publications_as_rows_of_title_authors_and_venue_divs() -> None:
    plain = draft_of(
        """\
        <html><head><title>Rosa Lindqvist</title></head>
        <body>
        <h1>Rosa Lindqvist</h1>
        <h2>Publications</h2>
        <div class="publication">
          <div class="paper-title">Sparse Attention for Long Documents</div>
          <div class="paper-authors"><b>Rosa Lindqvist</b>, Omar Haddad, Mei Tanaka</div>
          <div class="paper-venue">ACL 2023</div>
        </div>
        <div class="publication">
          <div class="paper-title">Learning to Rank Citations</div>
          <div class="paper-authors">Omar Haddad, <b>Rosa Lindqvist</b></div>
          <div class="paper-venue">EMNLP 2021</div>
        </div>
        </body></html>
        """,
        name="index.html",
    ).plain()
    assert [(p["title"], p["authors"], p["year"], p["venue"]) for p in plain["publications"]] == [
        ("Sparse Attention for Long Documents", ["Rosa Lindqvist", "Omar Haddad", "Mei Tanaka"], 2023, "ACL"),
        ("Learning to Rank Citations", ["Omar Haddad", "Rosa Lindqvist"], 2021, "EMNLP"),
    ]


def test_a_brief_html_cv_with_a_postdoc_under_education_and_a_lab_over_its_institute() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h1>Brief curriculum vitae</h1>
        <h2>Education</h2>
        <li> Post-Doctoral Fellow in <a href="#">surface chemistry</a> (2001-2003)
          <a href="#">York University</a>, Toronto </li>
        <li> Ph.D. in <a href="#">solid state physics</a> (1996-2000)
          <a href="#">Cornell University</a>, Ithaca, NY</li>
        <li> B.A. <i>magna cum laude</i>, major in <a href="#">physics</a> (1992-1996)
          <a href="#">Carleton College</a></li>
        <h2>Academic Positions</h2>
        <li> 2014: Visiting Scientist at the <a href="#">Dangoor Mass Spectrometry Laboratory</a>,<br>
          <a href="#">Weizmann Institute of Science</a>, Israel</li>
        <li> 2002, 2003: Per-course instructor in <a href="#">chemistry</a>, <br>
          <a href="#">York University</a>, Toronto</li>
        </body></html>
        """,
        name="about.html",
    ).plain()
    assert [
        (p["title"], p["organization"], p.get("department"), p["start"], p["end"]) for p in plain["positions"]
    ] == [
        (
            "Visiting Scientist",
            "Weizmann Institute of Science",
            "Dangoor Mass Spectrometry Laboratory",
            2014,
            2014,
        ),
        ("Per-course Instructor", "York University", None, 2002, 2003),
        ("Post-Doctoral Fellow", "York University", None, 2001, 2003),
    ]
    assert [(e["degree"], e.get("field"), e["institution"]) for e in plain["education"]] == [
        ("PhD", "Solid State Physics", "Cornell University"),
        ("BA", "Physics", "Carleton College"),
    ]


def test_an_old_html_page_whose_editor_broke_its_tags_over_lines_is_read_as_html() -> None:
    from scholarkg.extract.htmlpage import is_html_page

    biography = "\n".join(f"    studies of turbulence, part {n} of a long biography" for n in range(30))
    page = (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html>\n<head><title>Ana'
        '</title></head>\n<body>\n  <table align="center"\n    border="0">\n  <tr><td><p>Ana Example\n'
        f"{biography}\n    </p>\n    <h2>Appointments</h2>\n    <ul><li>2009-present: Professor, <a\n"
        '      href="https://example.org">Riverside University</a></li></ul>\n  </td></tr>\n  </table>\n'
        "</body>\n</html>\n"
    )
    lines = [line.strip() for line in page.splitlines() if line.strip()]
    assert sum(line.startswith("<") or line.endswith(">") for line in lines) * 2 < len(lines)
    assert is_html_page(page)  # a whole document, though most of its lines are text
    assert not is_html_page("# Ana Example\n\n<b>Professor</b> at Riverside University, since 2009.\n")
    draft = draft_of(page, name="vita.htm")
    assert [(p["title"], p["organization"], p["start"]) for p in draft.plain()["positions"]] == [
        ("Professor", "Riverside University", 2009)
    ]


# -- LaTeX CVs: the document's own macros expanded -------------------------------------------------

LATEX_CV = r"""\documentclass{article}
% a comment: \section{Not a section}
\newcommand{\entry}[4]{
  \item
    \begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}
      \textbf{#1} & #2 \\
      \textit{\small#3} & \textit{\small #4} \\
    \end{tabular*}
}
\begin{document}
\textbf{\href{https://ada.example.org/}{\Large Ada Example}}
  & \href{mailto:ada@example.org}{ada@example.org}\\

\section{Experience}
\begin{itemize}
  \entry
    {Example Grid GmbH}{Berlin, Germany}
    {Market Analyst}{Apr 2020 -- Mar 2021}
\end{itemize}

\section{Publications}
\begin{itemize}
  \item \textbf{Example, A., Lindqvist, B., 2019.} ``Prices and Prosumers in Small Grids''
    \textit{Energy Policy}
\end{itemize}
\end{document}
"""


def test_a_latex_cv_is_read_through_its_own_macros() -> None:
    draft = draft_of(LATEX_CV, name="cv.tex")
    plain = draft.plain()
    assert plain["name"] == "Ada Example"
    assert plain["emails"] == ["ada@example.org"]
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Market Analyst", "Example Grid GmbH", "2020-04", "2021-03")
    ]
    assert draft.source_lines()["positions[0]"] == 16


def test_a_harvard_year_after_the_authors_is_the_year_and_not_an_author() -> None:
    (publication,) = draft_of(LATEX_CV, name="cv.tex").plain()["publications"]
    assert publication["title"] == "Prices and Prosumers in Small Grids"
    assert publication["authors"] == ["A. Example", "B. Lindqvist"]
    assert publication["year"] == 2019


RESUME_SUBHEADING = r"""\documentclass[letterpaper,11pt]{article}
\newcommand{\resumeSubheading}[4]{
  \vspace{-2pt}\item
    \begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}
      \textbf{#1} & #2 \\
      \textit{\small#3} & \textit{\small #4} \\
    \end{tabular*}\vspace{-7pt}
}
\begin{document}
\begin{center}
  \textbf{\Huge \scshape Sam Ortega} \\
  \href{mailto:sam@example.edu}{\underline{sam@example.edu}}
\end{center}
\section{Experience}
\begin{itemize}
  \resumeSubheading
    {Undergraduate Research Assistant}{June 2020 -- Present}
    {Example State University}{Springfield, IL}
  \resumeSubheading
    {Information Technology Support Specialist}{Sep. 2018 -- May 2020}
    {Example State University}{Springfield, IL}
\end{itemize}
\end{document}
"""


def test_a_title_over_its_organisation_in_a_two_line_latex_entry() -> None:
    plain = draft_of(RESUME_SUBHEADING, name="resume.tex").plain()
    # "Research" inside a title is not "Microsoft Research"; three words may precede the head noun
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Undergraduate Research Assistant", "Example State University", "2020-06", None),
        ("Information Technology Support Specialist", "Example State University", "2018-09", "2020-05"),
    ]


def test_a_coloured_name_under_page_headers_and_an_address_written_with_at() -> None:
    plain = draft_of(
        r"""\documentclass{article}
        \begin{document}
        \fancyhead[LE,LO]{\small CV (Quint)}
        \raggedright \parindent=15pt
        \begin{center}
        {\large\bfseries\textcolor{namecolor}{MARA QUINT}}\\
        mq12 at dunmore.ac.uk
        \end{center}
        \section{Education}
        MSci Mathematics and Physics, University of Dunmore, 2014
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert (plain["name"], plain["emails"]) == ("Mara Quint", ["mq12@dunmore.ac.uk"])
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [("MSc", "University of Dunmore")]


# -- LaTeX CVs written with a CV class: the class's macros, as its manual defines them ------------

MODERNCV = r"""\documentclass[11pt,a4paper,sans]{moderncv}
\moderncvstyle{classic}
\name{Maria}{Lindqvist}
\title{Curriculum Vitae}
\email{maria.lindqvist@example.org}
\begin{document}
\makecvtitle
\section{Education}
\cventry{2014--2018}{Ph.D. in Computer Science}{Uppsala University}{Uppsala}{}{Advisor: Lars Berg}
\cventry{2012--2014}{M.Sc. in Mathematics}{KTH Royal Institute of Technology}{Stockholm}{}{}
\section{Experience}
\cventry{2021--present}{Assistant Professor}{Chalmers University of Technology}{Gothenburg}{}{Databases.}
\cventry{2018--2021}{Postdoctoral Researcher}{University of Edinburgh}{Edinburgh}{}{}
\section{Publications}
\cvitem{2020}{M. Lindqvist, L. Berg. Fast Joins for Graphs. In Proc. VLDB, 2020.}
\end{document}
"""


def test_a_moderncv_cv_gives_its_header_entries_and_dated_citations() -> None:
    draft = draft_of(MODERNCV, name="cv.tex")
    plain = draft.plain()
    assert (plain["name"], plain["emails"]) == ("Maria Lindqvist", ["maria.lindqvist@example.org"])
    assert draft.source_lines()["name"] == 3  # the preamble's \name, not the \makecvtitle that prints it
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Assistant Professor", "Chalmers University of Technology", 2021, None),
        ("Postdoctoral Researcher", "University of Edinburgh", 2018, 2021),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("PhD", "Uppsala University", 2018),
        ("MSc", "KTH Royal Institute of Technology", 2014),
    ]
    assert plain["education"][0]["advisors"] == ["Lars Berg"]
    (publication,) = plain["publications"]
    assert (publication["title"], publication["authors"], publication["year"]) == (
        "Fast Joins for Graphs",
        ["M. Lindqvist", "L. Berg"],
        2020,
    )


def test_awesome_cv_and_altacv_entries_are_read_in_their_own_argument_order() -> None:
    awesome = draft_of(
        r"""\documentclass[11pt, a4paper]{awesome-cv}
        \name{Jonas}{Keller}
        \position{Research Scientist}
        \email{jonas.keller@example.com}
        \begin{document}
        \makecvheader
        \cvsection{Experience}
        \begin{cventries}
          \cventry
            {Research Scientist} % Job title
            {Bosch Center for Artificial Intelligence} % Organization
            {Renningen, Germany} % Location
            {Oct. 2020 - Present} % Date(s)
            {\begin{cvitems} \item {Robust learning.} \end{cvitems}}
        \end{cventries}
        \cvsection{Education}
        \begin{cventries}
          \cventry{Ph.D. in Computer Science}{University of T\"ubingen}{T\"ubingen, Germany}{2016 - 2020}{}
        \end{cventries}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert (awesome["name"], awesome["emails"]) == ("Jonas Keller", ["jonas.keller@example.com"])
    assert [(p["title"], p["organization"], p["start"]) for p in awesome["positions"]] == [
        ("Research Scientist", "Bosch Center for Artificial Intelligence", "2020-10")
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in awesome["education"]] == [
        ("PhD", "University of Tübingen", 2020)
    ]
    alta = draft_of(
        r"""\documentclass[10pt,a4paper,withhyper]{altacv}
        \name{Priya Raman}
        \tagline{Machine Learning Engineer}
        \personalinfo{\email{priya.raman@example.net} \location{Bengaluru, India}}
        \begin{document}
        \makecvheader
        \cvsection{Experience}
        \cvevent{Research Assistant}{Indian Institute of Science}{Aug 2019 -- June 2021}{Bengaluru, India}
        \divider
        \cvsection{Education}
        \cvevent{M.Tech. in Computer Science}{Indian Institute of Science}{2019 -- 2021}{}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert (alta["name"], alta["emails"]) == ("Priya Raman", ["priya.raman@example.net"])
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in alta["positions"]] == [
        ("Research Assistant", "Indian Institute of Science", "2019-08", "2021-06")
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in alta["education"]] == [
        ("MEng", "Indian Institute of Science", 2021)
    ]


def test_the_documents_own_definition_of_a_class_macro_wins() -> None:
    plain = draft_of(
        MODERNCV.replace(
            r"\begin{document}",
            "\\newcommand{\\cventry}[6]{\\par #3 \\hfill #1 \\par \\textbf{#2} \\par}\n\\begin{document}",
        ),
        name="cv.tex",
    ).plain()
    assert ("Assistant Professor", "Chalmers University of Technology") in [
        (p["title"], p["organization"]) for p in plain["positions"]
    ]


# -- citations led by their year -------------------------------------------------------------------


def test_a_year_in_a_column_before_the_citation_is_its_year() -> None:
    draft = draft_of("""\
        # Ada Example

        ## Publications

        2021   A. Example, B. Lindqvist. Prices and Prosumers. Energy Policy.

        2019: A. Example and C. Okafor. Small Grids at Scale. In Proc. e-Energy.

        2018, Pricing the small grid. A. Example, B. Lindqvist. In: Energy Economics.
        """)
    assert [(p["title"], p["year"], p["authors"]) for p in draft.plain()["publications"]] == [
        ("Prices and Prosumers", 2021, ["A. Example", "B. Lindqvist"]),
        ("Small Grids at Scale", 2019, ["A. Example", "C. Okafor"]),
        ("Pricing the small grid", 2018, ["A. Example", "B. Lindqvist"]),
    ]


# -- plain-text columns ---------------------------------------------------------------------------


def test_a_wide_gap_between_words_separates_columns_in_a_text_cv() -> None:
    plain = draft_of(
        "Ana Lima\n\nEDUCATION\n"
        "2015 - 2020     Ph.D.     Stanford University     Computer Science\n\n"
        "EXPERIENCE\n"
        "2020 - present\tResearch Scientist\tGoogle Research\tMountain View, CA\n",
        name="cv.txt",
    ).plain()
    assert [(e["degree"], e["institution"], e["field"]) for e in plain["education"]] == [
        ("PhD", "Stanford University", "Computer Science")
    ]
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Research Scientist", "Google Research", 2020)
    ]


def test_a_section_title_in_the_left_margin_beside_its_first_entry() -> None:
    """A PDF CV's text keeps the section titles in the margin, on the line of the first entry."""
    text = """\
        Lena Hoffmann
        lena.hoffmann@riverside.example

        EDUCATION        Ph.D. in Physics, Riverside University, 2015
                         Advisor: Karl Brenner
                         B.S. in Mathematics, Hillcrest College, 2009

        Appointments     Associate Professor, Riverside University, 2021–present
                         Postdoctoral Fellow, Lakemont Institute of Technology, 2015–2017
        """
    plain = draft_of(text, "cv.txt").plain()
    assert [(e["degree"], e["institution"], e["end"], e.get("advisors")) for e in plain["education"]] == [
        ("PhD", "Riverside University", 2015, ["Karl Brenner"]),
        ("BSc", "Hillcrest College", 2009, None),
    ]
    assert positions_of(text, "cv.txt") == [
        ("Associate Professor", "Riverside University", 2021, None),
        ("Postdoctoral Fellow", "Lakemont Institute of Technology", 2015, 2017),
    ]


def test_a_quoted_title_without_authors_is_the_owners_own_work_marked_for_review() -> None:
    draft = draft_of("""\
        # Hee Seng Kye

        ## Articles

        2013 · “Mozart the Philosopher: Aside, Silence, and Time.” *Music Theory Journal* 12.
        """)
    (publication,) = draft.plain()["publications"]
    assert (publication["title"], publication["authors"], publication["year"]) == (
        "Mozart the Philosopher: Aside, Silence, and Time",
        ["Hee Seng Kye"],
        2013,
    )
    assert any("read as the page owner's own work" in why for _, _, why in draft.reviews())


# -- citation styles -------------------------------------------------------------------------------


def test_citations_in_the_common_styles_give_title_year_and_ordered_authors() -> None:
    styles = [
        # Vancouver (PubMed): surname and initials without full stops, the last one's ends the list
        "Lima A, Smith J, Wong K. Fast joins for graphs. Nat Methods. 2021;18(3):123-130.",
        # DBLP: the authors, a colon, the title
        "[VLDB'21] Ana Lima, John Smith, Kai Wong: Fast joins for graphs.",
        # Springer: the year after the authors, "In:" before the venue
        "Ana Lima, John Smith and Kai Wong (2021): Fast joins for graphs. In: Proc. of EDBT, pp. 12-24.",
        # Chicago: the first author inverted, the year before the quoted title
        'Lima, Ana, John Smith, and Kai Wong. 2021. "Fast joins for graphs." Journal of Databases 12 (3).',
        # a list item broken with <br>: title, authors, venue
        "**Fast joins for graphs**<br>Ana Lima, John Smith, Kai Wong<br>*VLDB 2021*",
    ]
    for style in styles:
        (publication,) = draft_of(f"# Ana Lima\n\n## Publications\n\n- {style}\n").plain()["publications"]
        assert (publication["title"], publication["year"], len(publication["authors"])) == (
            "Fast joins for graphs",
            2021,
            3,
        ), style
        assert [a.split()[-1] for a in publication["authors"]] == ["Lima", "Smith", "Wong"], style


def test_vancouver_names_with_hyphenated_initials_and_a_title_that_starts_capitalised() -> None:
    authors = ", ".join(f"Author{chr(65 + i)}son {chr(65 + i)}" for i in range(22))
    text = f"""\
        # Toby Example

        ## Publications

        {authors}, Defachelles A-S, Reyes C. Genomic copy number profiling in tumours. Cancer Res 2016.

        Lima TD, Boeva V, Bach F, Vert J-P. SegAnnDB: interactive genomic segmentation. Bioinformatics 2014.
        """
    long_list, short_list = draft_of(text).plain()["publications"]
    assert long_list["title"] == "Genomic copy number profiling in tumours"
    assert long_list["authors"][-2:] == ["A.-S. Defachelles", "C. Reyes"] and len(long_list["authors"]) == 24
    assert (short_list["title"], short_list["authors"][-1]) == (
        "SegAnnDB: interactive genomic segmentation",
        "J.-P. Vert",
    )


def test_hugo_toml_with_a_string_over_several_lines_and_an_incorporated_company() -> None:
    draft = draft_of("""\
        +++
        widget = "experience"
        [[experience]]
          title = "Staff Scientist"
          company = "Northfield Water Institute"
          date_start = "2016-03-01"
          description = "Led pilot studies.

          * Built the test rig
          "

        [[experience]]
          title = "Process Engineer"
          company = "Tallow & Reed, Inc."
          date_start = "2011-06-01"
        +++
        """)
    assert [(p["title"], p["organization"]) for p in draft.plain()["positions"]] == [
        ("Staff Scientist", "Northfield Water Institute"),
        ("Process Engineer", "Tallow & Reed, Inc."),
    ]
    assert draft.source_lines()["positions[1]"] == 13  # the lines stay where they were


def test_hugo_blox_experience_blocks_and_a_company_with_its_unit() -> None:
    plain = draft_of("""\
        ---
        title: Experience
        type: landing
        sections:
          - block: experience
            content:
              items:
                - title: Senior Lecturer in Data Methods
                  company: School of Business - Harbourside University (UK)
                  date_start: '2020-01-01'
                  date_end: '2023-07-30'
                - title: Postdoctoral Researcher
                  company: Division of Epidemiology, University of Valmonte (Italy)
                  date_start: '2018-01-01'
                  date_end: '2018-12-31'
        ---
        """).plain()
    assert [(p["title"], p["organization"], p["department"], p["start"]) for p in plain["positions"]] == [
        ("Senior Lecturer in Data Methods", "Harbourside University", "School of Business", "2020-01"),
        ("Postdoctoral Researcher", "University of Valmonte", "Division of Epidemiology", "2018-01"),
    ]


def test_hugo_toml_front_matter_is_read_with_its_lines() -> None:
    draft = draft_of("""\
        +++
        widget = "experience"
        title = "Experience"

        [[experience]]
          title = "PhD Researcher"
          company = "Acme Motors"
          date_start = "2018-01-01"
          date_end = ""

        [[experience]]
          title = "Data Scientist"
          company = "Example Bank"
          date_start = 2016-09-01
          date_end = 2017-12-31
        +++
        """)
    plain = draft.plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("PhD Researcher", "Acme Motors", "2018-01", None),
        ("Data Scientist", "Example Bank", "2016-09", "2017-12"),
    ]
    assert draft.source_lines()["positions[1]"] == 12  # the item's own "title =" line


def test_a_chicago_list_whose_first_author_is_inverted_without_a_comma_after_it() -> None:
    (publication,) = draft_of(
        '# Ana Lima\n\n## Papers\n\n- Novak, T. and D. C. Rhee (2019). "Trade and Wages." Working Paper.\n'
    ).plain()["publications"]
    assert (publication["authors"], publication["year"]) == (["T. Novak", "D. C. Rhee"], 2019)


def test_hyphenated_initials_and_a_generation_suffix_stay_in_the_author_list() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Publications

        - A. Lima, J.-K. Lim, and B. Smith. Fast joins for graphs. In Proc. VLDB, 2021.
        - A. Lima, Tom Reed, II, and B. Smith. Slow joins for graphs. In Proc. SIGMOD, 2020.
        """).plain()
    assert [(p["title"], p["authors"]) for p in plain["publications"]] == [
        ("Fast joins for graphs", ["A. Lima", "J.-K. Lim", "B. Smith"]),
        ("Slow joins for graphs", ["A. Lima", "Tom Reed II", "B. Smith"]),
    ]


# -- Markdown tables -------------------------------------------------------------------------------


def test_a_markdown_tables_rows_are_entries_and_its_header_is_not() -> None:
    plain = draft_of("""\
        # Kenji Watanabe

        ## Employment

        | Period | Position | Institution |
        |---|:---|---|
        | 2020–present | Associate Professor | Kyoto University |
        | 2016–2020 | Assistant Professor | Osaka University |

        ## Education

        | Year | Degree | Institution |
        | ---- | ------ | ----------- |
        | 2014 | Ph.D. in Informatics | Kyoto University |
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Associate Professor", "Kyoto University", 2020, None),
        ("Assistant Professor", "Osaka University", 2016, 2020),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("PhD", "Kyoto University", 2014)
    ]


def test_a_publication_table_of_title_authors_and_venue_columns_gives_one_paper_a_row() -> None:
    plain = draft_of("""\
        # Tomas Varga

        ## Publications

        | Year | Title | Authors | Venue |
        |---|---|---|---|
        | 2022 | Graph Sketches at Scale | **Tomas Varga**, Ines Duarte | VLDB |
        | 2020 | Streaming Joins Revisited | Ines Duarte, Paulo Reis, **Tomas Varga** | SIGMOD |
        """).plain()
    assert [(p["title"], p["authors"], p["year"], p["venue"]) for p in plain["publications"]] == [
        ("Graph Sketches at Scale", ["Tomas Varga", "Ines Duarte"], 2022, "VLDB"),
        ("Streaming Joins Revisited", ["Ines Duarte", "Paulo Reis", "Tomas Varga"], 2020, "SIGMOD"),
    ]


# -- Hugo's Experience block -----------------------------------------------------------------------


def test_hugo_experience_entries_are_positions_with_their_dates() -> None:
    draft = draft_of("""\
        ---
        title: Ana Souza
        experience:
          - title: Associate Professor
            company: Universidade de São Paulo
            date_start: '2018-03-01'
            date_end: ''
          - title: Assistant Professor
            company: Universidade Federal do ABC
            date_start: '2013-02-01'
            date_end: '2018-02-28'
        ---
        """)
    plain = draft.plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Associate Professor", "Universidade de São Paulo", "2018-03", None),
        ("Assistant Professor", "Universidade Federal do ABC", "2013-02", "2018-02"),
    ]
    assert draft.source_lines()["positions[1]"] == 8


def test_a_hugo_companys_country_is_no_part_of_its_name() -> None:
    plain = draft_of("""\
        ---
        title: Ravi Kumar
        experience:
          - position: Research Internship
            company_name: Central University of Rajasthan, India
            date_start: 2015-05-01
            date_end: 2015-07-31
        ---
        """).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Research Internship", "Central University of Rajasthan")
    ]


def test_a_hugo_experience_item_of_a_doctoral_student_is_the_doctorate() -> None:
    draft = draft_of("""\
        ---
        title: Experience
        experience:
          - title: PhD Student
            company: Northfield Institute
            date_start: '2019-02-12'
            date_end: ''
          - title: Data Scientist
            company: Kestrel Analytics
            date_start: '2017-10-10'
            date_end: '2018-12-25'
        ---
        """)
    plain = draft.plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Data Scientist", "Kestrel Analytics")
    ]
    assert [(e["degree"], e["institution"], e["start"], e.get("end")) for e in plain["education"]] == [
        ("PhD", "Northfield Institute", "2019-02", None)  # under way: no end
    ]
    assert draft.source_lines()["education[0]"] == 4
    assert plain["notes"] == ["line 4: 'PhD Student' at 'Northfield Institute' read as the doctorate"]


def test_a_doctoral_candidacy_among_posts_and_the_doctorate_it_gave_are_one_degree() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Experience

        - 2021–present: Research Scientist, Acme Labs
        - 2016–2020: PhD Candidate in Physics, Northfield University
        - 2015: Doctoral Researcher, Southfield Institute

        ## Education

        - PhD in Physics, Northfield University, 2020
        """).plain()
    assert [(e["degree"], e["institution"], e.get("start"), e["end"]) for e in plain["education"]] == [
        ("PhD", "Northfield University", 2016, 2020)
    ]
    assert [p["title"] for p in plain["positions"]] == ["Research Scientist", "Doctoral Researcher"]


# -- what a site's theme and templates put on the page --------------------------------------------


def test_the_themes_example_jobs_and_template_tags_are_not_the_owners() -> None:
    draft = draft_of("""\
        ---
        layout: archive
        title: "CV"
        ---
        Work experience
        ======
        * Spring 2024: Academic Pages Collaborator
          * Github University

        * 2023 - present: Data Engineer
          * Example Analytics Ltd

        Publications
        ======
          <ul>{% for post in site.publications %}{% include archive-single-cv.html %}{% endfor %}</ul>
        """)
    plain = draft.plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Data Engineer", "Example Analytics Ltd")
    ]
    assert plain["notes"] == [
        "line 7: 'Academic Pages Collaborator' at 'Github University' left out: "
        "the site theme's example entry"
    ]


# -- reStructuredText CVs --------------------------------------------------------------------------

RST_CV = """\
=============================
    Personal Information
=============================

| **Name**:        Ada Example
| **E-mail**:      ada@example.org

-----------------------------------
    Work Experience
-----------------------------------

:Job Title: Platform Engineer
:Company: Example Payments, Netherlands
:Date: Jul 2017 – Present
:Description:
    * Keeps the lights on.

:Projects:
  - Migration of servers

:Title:
    Support Technician, Internship
:Date:
    July 2016 - June2017
:Company:
    Acme Consulting BV, Netherlands
"""


def test_a_field_list_entry_is_a_position_and_a_line_block_gives_the_name() -> None:
    plain = draft_of(RST_CV, name="cv.rst").plain()
    assert plain["name"] == "Ada Example"
    assert [
        (p["title"], p["organization"], p.get("kind"), p.get("start"), p.get("end"))
        for p in plain["positions"]
    ] == [
        ("Platform Engineer", "Example Payments", None, "2017-07", None),
        ("Support Technician", "Acme Consulting BV", "internship", "2016-07", "2017-06"),
    ]


def test_rst_topic_blocks_with_author_fields_are_publications() -> None:
    draft = draft_of(
        """\
        Jan Novak
        =========

        Publications
        ------------

        .. topic:: Fast Graph Joins

           :Authors: Jan Novak, Petr Svoboda
           :Venue: VLDB 2020

        .. topic:: Joins Without Indexes

           :Authors: Petr Svoboda, Jan Novak and Eva Dvořák
           :Journal: The VLDB Journal
           :Year: 2022
           :DOI: 10.1007/s00778-022-00001-2
        """,
        name="cv.rst",
    )
    publications = draft.plain()["publications"]
    assert [(p["title"], p["authors"], p["year"]) for p in publications] == [
        ("Fast Graph Joins", ["Jan Novak", "Petr Svoboda"], 2020),
        ("Joins Without Indexes", ["Petr Svoboda", "Jan Novak", "Eva Dvořák"], 2022),
    ]
    assert publications[1]["doi"] == "10.1007/s00778-022-00001-2"
    assert draft.source_lines()["publications[1]"] == 12  # the topic's own line


def test_rst_line_blocks_under_a_date_with_references_by_simple_name() -> None:
    text = """\
        Jon Berg
        ========

        Work experience
        ===============

        July 2008 -
         | Nordvik_ AS
         | Systems Developer

        Spring 2006 - June 2008
         | Nordvik_ AS
         | Localization / Tools coder on `Frost Saga`_.

        Summer 2000
         | Havn Bank, Vacation temp.
         | Data input for testing.

        Education
        =========

        Autumn 2001 - Spring 2005
         | Master of Science
         | `Department of Informatics`_
         | `University of Oslo`_

        .. _Nordvik: http://nordvik.example
        .. _`Frost Saga`: http://frost.example
        .. _`Department of Informatics`: http://www.ifi.example
        .. _`University of Oslo`: http://www.uio.example
        """
    assert positions_of(text, "cv.rst") == [
        ("Systems Developer", "Nordvik AS", "2008-07", None),
        ("Localization / Tools Coder", "Nordvik AS", 2006, "2008-06"),
        ("Vacation Temp", "Havn Bank", 2000, 2000),
    ]
    assert degrees_of(text, "cv.rst") == [("MSc", "University of Oslo", 2001, 2005)]


def test_a_dated_institution_over_a_list_whose_first_item_is_the_post_or_degree() -> None:
    """A CV that names each place in a dated paragraph and what was done there in a list under
    it; "with" a person names the post's mentor or the degree's advisor, not the employer."""
    text = """\
        # Toby Example

        ## Education and Professional Experience

        **Lakeside University**, Montreal, Canada (2014-2017).

        - Postdoc with Anna Bourque, Department of Human Genetics.
        - "Changepoint detection for peak detection in genomic data."

        **Sunfield BioSciences**, Richmond, CA, USA (2006-2008).

        - Research Assistant with Jeff Miller in the Technology group.

        **École Normale Supérieure**, Cachan, France (2009-2012).

        - Ph.D. with Francis Bach, Département d'Informatique.

        """
    plain = draft_of(text).plain()
    assert [
        (p["title"], p["organization"], p["start"], p["end"], p.get("mentors")) for p in plain["positions"]
    ] == [
        ("Postdoc", "Lakeside University", 2014, 2017, ["Anna Bourque"]),
        ("Research Assistant", "Sunfield BioSciences", 2006, 2008, ["Jeff Miller"]),
    ]
    assert degrees_of(text) == [("PhD", "École Normale Supérieure", 2009, 2012)]


def test_rst_titles_underlined_with_dots_and_a_bold_when_before_the_post() -> None:
    text = """\
        Luis Example
        ------------

        Education
        .........

        **Ph.D. in Computational Biology, 2006-2011** Carnegie Mellon University, Pittsburgh.

        Postgraduate Experience
        .......................

        **Currently (since 2013)** Postdoctoral researcher at the Institute for Molecular Medicine.

        Languages
        .........

        Fluent oral and good written German
        """
    assert positions_of(text, "cv.rst") == [
        ("Postdoctoral Researcher", "Institute for Molecular Medicine", 2013, None)
    ]
    assert degrees_of(text, "cv.rst") == [("PhD", "Carnegie Mellon University", 2006, 2011)]


# -- organisation names as pages write them --------------------------------------------------------


def test_an_organisation_keeps_its_acronym_and_a_leading_number() -> None:
    draft = draft_of("""\
        # Ada Example

        ## Experience

        - **42Volt Grid GmbH** · Berlin, Germany
        *Associate, Department Grid Planning* · *Apr 2021 – Present*

        - **Northern Space Agency (NSA)** · Oslo, Norway
        *Researcher* · *Oct 2014 – Mar 2019*
        """)
    positions = [(p["organization"], p["title"], p.get("end")) for p in draft.plain()["positions"]]
    assert positions == [
        ("42Volt Grid GmbH", "Associate", None),
        ("Northern Space Agency (NSA)", "Researcher", "2019-03"),
    ]


def test_a_firms_legal_form_after_a_comma_is_part_of_its_name() -> None:
    text = """\
        # Ana Example

        ## Research Positions

        - Research Development Assistant (2013/4-2014/6)
          Regulus SpaceTech, Inc., Los Banos, Philippines
        """
    assert positions_of(text) == [
        ("Research Development Assistant", "Regulus SpaceTech, Inc", "2013-04", "2014-06")
    ]


def test_an_employers_city_is_a_place_and_not_the_employer() -> None:
    plain = draft_of("""\
        # Ana Lima

        ## Experience

        01/2019 – Present  Software Engineer
        Google, Mountain View (USA)

        Data Scientist @ Spotify, Stockholm (2016 - 2018)

        Research Intern, Baidu Research, Beijing, China, Summer 2015

        ## Education

        - B.S. in Computer Science, University of Texas at Austin, 2015
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Software Engineer", "Google", "2019-01"),
        ("Data Scientist", "Spotify", 2016),
        ("Research Intern", "Baidu Research", 2015),
    ]
    # a campus named by its city stays part of the university's name
    assert plain["education"][0]["institution"] == "University of Texas at Austin"


# -- entries whose title or dates are a heading ----------------------------------------------------


def positions_of(text: str, name: str = "page.md") -> list[tuple[object, ...]]:
    return [
        (p["title"], p["organization"], p.get("start"), p.get("end"))
        for p in draft_of(text, name=name).plain().get("positions", [])
    ]


def test_the_field_a_title_names_is_kept_in_front_matter_and_prose_and_is_one_post() -> None:
    # the page's words: "Associate Professor of Sociology"; the bio's shorter "Associate Professor
    # in the Department of Sociology" at the same place is the same post, not a second one
    text = """\
        ---
        title: Ana Example
        role: Associate Professor of Sociology
        organizations:
          - name: Northfield University
        ---
        I am an Associate Professor in the Department of Sociology at Northfield University.
        """
    assert positions_of(text) == [("Associate Professor of Sociology", "Northfield University", None, None)]
    prose = "I'm an Assistant Professor of Computational Political Science at the University of Eastport."
    assert positions_of(prose) == [
        ("Assistant Professor of Computational Political Science", "University of Eastport", None, None)
    ]
    # where the phrase after "of" is the place, it stays the organisation
    assert positions_of("I am an Assistant Professor of the University of Eastport.") == [
        ("Assistant Professor", "University of Eastport", None, None)
    ]


def test_headings_naming_the_employer_with_the_title_and_dates_in_brackets() -> None:
    text = """\
        ## Working Experience

        ### Hollow Pines (Owner, 2021 - present)
        * My own company.

        ### Northgate Analytics (Senior Consultant, 2018 - 2021)
        * Led client projects.

        ### Kestrel Insurance (Quantitative Analyst, 2017)
        * Risk models in R.

        ### Tidewater (Software Developer 2009-2013)
        * Web development.
        """
    assert positions_of(text) == [
        ("Owner", "Hollow Pines", 2021, None),
        ("Senior Consultant", "Northgate Analytics", 2018, 2021),
        ("Quantitative Analyst", "Kestrel Insurance", 2017, 2017),
        ("Software Developer", "Tidewater", 2009, 2013),
    ]


def test_rst_year_headings_over_the_organisation_link_and_the_title() -> None:
    text = """\
        Ada Example
        ===========

        Professional Experience
        -----------------------

        2019-now
        ++++++++

        `Example Cloud`_

        Staff Engineer II

        Storage
          * Wrote the storage layer

        2012-2019
        +++++++++

        `Acme Media`_

        Writer/Speaker

          * Spoke at meetups

        .. _Example Cloud: https://cloud.example.org/
        .. _Acme Media: https://media.example.org/
        """
    assert positions_of(text, "cv.rst") == [
        ("Staff Engineer II", "Example Cloud", 2019, None),
        ("Writer/Speaker", "Acme Media", 2012, 2019),
    ]


def test_rst_field_list_keyed_by_dates_with_a_linked_employer() -> None:
    text = """\
        Employment History
        ------------------

        :2008 - current: Senior Engineer - `Example Networks (IOM) Ltd`_

         * Runs the network.

        :2004 - 2008: Technician 2B / Technical Officer - `Acme Telecom Ltd`_

        .. _`Example Networks (IOM) Ltd`: https://networks.example.org
        .. _`Acme Telecom Ltd`: https://telecom.example.org
        """
    draft = draft_of(text, name="cv.rst")
    assert positions_of(text, "cv.rst") == [
        ("Senior Engineer", "Example Networks (IOM) Ltd", 2008, None),
        ("Technician 2B / Technical Officer", "Acme Telecom Ltd", 2004, 2008),
    ]
    assert "`" not in draft.plain()["positions"][0]["organization"]


def test_a_title_heading_over_the_organisation_and_dates() -> None:
    text = """\
        # Ada Example

        ## Experience

        ### Security Researcher
        *Example Labs (Remote) · 08/2024–Present*

        ### Data Analyst
        *Example Bank · 05/2021 – 12/2023*
        """
    assert positions_of(text) == [
        ("Security Researcher", "Example Labs", "2024-08", None),
        ("Data Analyst", "Example Bank", "2021-05", "2023-12"),
    ]


def test_a_title_heading_over_the_organisations_line_and_the_dates_line() -> None:
    for gap in ("\n\n", "\n"):  # paragraphs of their own, or lines of one
        text = f"# Li Wei\n\n## Experience\n\n### Research Intern\n\nAlibaba DAMO{gap}Jun 2015 – Sep 2015"
        assert positions_of(text) == [("Research Intern", "Alibaba DAMO", "2015-06", "2015-09")], gap


def test_the_organisation_and_dates_over_a_title_heading() -> None:
    text = """\
        <html><body>
        <h2>Experience</h2>
        <p>Example Mills / Brno / Mar 2018 - Present</p>
        <h4>Production Technician</h4>
        <ul><li>ran the looms</li></ul>
        <p>ACME / Cherkasy (UKR) / Oct 2016 - May 2017</p>
        <h4>Sale assistant</h4>
        <ul><li>served customers</li></ul>
        </body></html>
        """
    assert positions_of(text, "cv.html") == [
        ("Production Technician", "Example Mills", "2018-03", None),
        ("Sale Assistant", "ACME", "2016-10", "2017-05"),
    ]


# -- a degree's dates ------------------------------------------------------------------------------


def test_a_degrees_date_in_brackets_is_its_date_and_a_note_in_brackets_is_not() -> None:
    education = draft_of("""\
        # Ana Lima

        ## Education

        - Ph.D. in Computer Science, Stanford University (2020)
        - **University of Pisa** — M.Sc. in Physics (Sep. 2014 – July 2016)
        - B.Sc. in Physics, University of Pisa, 2014 (Honored 2013 cohort)
        """).plain()["education"]
    assert [(e["degree"], e["institution"], e.get("start"), e["end"]) for e in education] == [
        ("PhD", "Stanford University", None, 2020),
        ("MSc", "University of Pisa", "2014-09", "2016-07"),
        ("BSc", "University of Pisa", None, 2014),
    ]


def test_universities_named_by_their_common_abbreviations() -> None:
    education = draft_of("""\
        # Ana Lima

        ## Education

        * B.Tech. in Computer Science & Engineering, IIT Ridgeway, India, 2014
        * M.S. in CS, UCLA, 2016
        * Ph.D., TU Delft, 2020
        """).plain()["education"]
    assert [(e["degree"], e["institution"], e["end"]) for e in education] == [
        ("BEng", "IIT Ridgeway", 2014),
        ("MSc", "UCLA", 2016),
        ("PhD", "TU Delft", 2020),  # not the entry above's UCLA
    ]


def test_a_university_systems_campus_is_part_of_its_name() -> None:
    education = draft_of("""\
        # Jane Roe

        ## Education

        - PhD, Chemistry, University of California, Berkeley, 2005
        - MS, Chemistry, University of Texas at Austin, 2001
        - BS, Chemistry, University of Toronto, Toronto, Canada, 1999
        """).plain()["education"]
    assert [e["institution"] for e in education] == [
        "University of California, Berkeley",
        "University of Texas at Austin",
        "University of Toronto",
    ]


def test_a_year_on_its_own_line_over_each_degree_is_that_degrees() -> None:
    education = draft_of(
        """\
        Jan Novak
        =========

        Education
        ---------

        | **2007**
        |     Ph.D., Easton University
        | **2002**
        |     M. Phil., Easton University
        """,
        name="cv.rst",
    ).plain()["education"]
    assert [(e["degree"], e["end"], e.get("department")) for e in education] == [
        ("PhD", 2007, None),
        ("MPhil", 2002, None),
    ]


def test_an_art_college_by_name_and_a_year_after_the_field_in_brackets() -> None:
    education = draft_of("""\
        # Ana Lima

        ## Education

        - PhD. University of Westmere (Applied Physics, 2011).
        - BFA in Painting, Maryland Institute College of Art, 2005
        """).plain()["education"]
    assert [(e["degree"], e["institution"], e["end"]) for e in education] == [
        ("PhD", "University of Westmere", 2011),
        ("BA", "Maryland Institute College of Art", 2005),  # not the university above, with a unit
    ]


# -- degrees under an institution heading ----------------------------------------------------------


def degrees_of(text: str, name: str = "page.md") -> list[tuple[object, ...]]:
    return [
        (e["degree"], e.get("institution"), e.get("start"), e.get("end"))
        for e in draft_of(text, name=name).plain()["education"]
    ]


def test_an_institution_heading_over_its_degree_line_with_an_expected_end() -> None:
    text = """\
        # Ada Example

        ## EDUCATION

        ### **Example State College** | *Springfield, USA*
        **Bachelor of Science in Computing (BSC)** | *2023 – Present (Final Year / Expected 2027)*

        ### **Northside Academy, Inc.** | *Shelbyville, USA*
        **Senior High School – Science Strand** | *2021 – 2023*
        """
    assert degrees_of(text) == [("BSc", "Example State College", 2023, 2027)]


def test_a_full_stop_ends_the_field_before_the_institution() -> None:
    text = """\
        Education
        ---------
        :2001-2005: Bachelor of Arts in Medieval History & Classics. University of Example at Springfield.
        """
    assert degrees_of(text, "cv.rst") == [("BA", "University of Example at Springfield", 2001, 2005)]


# -- date ranges as text CVs break them ----------------------------------------------------------


def test_a_range_broken_over_two_lines_and_a_month_after_a_mentor() -> None:
    text = """\
        Dana Whitfield
        ==============

        Experience
        ----------

        **Lakeside Labs** - Senior Scientist (June 2018 -
        Sept 2018).

        **Lakeside University** - Research Assistant, Prof. Ann Boyd (May 2001 - August 2001).
        """
    assert positions_of(text, "cv.rst") == [
        ("Senior Scientist", "Lakeside Labs", "2018-06", "2018-09"),
        ("Research Assistant", "Lakeside University", "2001-05", "2001-08"),
    ]


def test_a_range_that_ends_in_a_year_without_the_starts_month_is_a_range() -> None:
    from scholarkg.extract.dates import find_ranges

    def years(text: str) -> list[tuple[object, ...]]:
        return [
            (r.start.value() if r.start else None, r.end.value() if r.end else None)
            for r in find_ranges(text)
        ]

    assert years("2001 - August 2001") == [(2001, "2001-08")]
    assert years("Sept 2013 - 2013") == [("2013-09", 2013)]
    assert years("Sept 2014 - 2013") == []  # an end before the start is no range
    assert years("May 2013 - April 2013") == []


# -- section titles and group headings -------------------------------------------------------------


def test_sections_named_in_the_plural_or_occupation_and_headings_that_group_by_time() -> None:
    text = """\
        # Antonio Rossi

        ## Occupation
        ### Current
        `2022-    ` __University of Bergamo__,    Associate professor

        ### Previous
        `2005-2022` __University of Luxembourg__, Associate professor
        `2004-2005` __University of Lugano__, Institute of Finance, Post-doc researcher

        ### (Declined offers)
        `2023-2026` __Riverside Institute__, Research Fellow

        ## Administrative roles
        `2012-2019` Course director, Bachelor in Management
        """
    assert positions_of(text) == [
        ("Associate Professor", "University of Bergamo", 2022, None),
        ("Associate Professor", "University of Luxembourg", 2005, 2022),
        ("Post-doc Researcher", "University of Lugano", 2004, 2005),
    ]
    assert "education" not in draft_of(text).plain()  # a course director's programme is no degree
    plural = draft_of("""\
        # Mika Sato

        ## Employments

        - **Apr. 2023 – Present**
          Assistant Professor, Department of Physics, Riverside University

        ## Educations

        - **Apr. 2020 – Mar. 2023**
          Doctor Course, Department of Physics, Kyoto University
        - **Apr. 2018 – Mar. 2020**
          Master Course, Department of Physics, Kyoto University
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plural["positions"]] == [
        ("Assistant Professor", "Riverside University", "2023-04")
    ]
    assert [(e["degree"], e["institution"], e.get("field"), e["end"]) for e in plural["education"]] == [
        ("PhD", "Kyoto University", None, "2023-03"),
        ("MSc", "Kyoto University", None, "2020-03"),
    ]


def test_a_section_titled_phd_and_a_postdoc_in_a_field_at_a_school() -> None:
    text = """\
        # Rob Example

        ## Experience

        - 2022 -- 2024: Postdoctoral researcher in Mathematics, Institut des Hautes Etudes Scientifiques

        ## PhD

        - 2018 -- 2022: PhD Student in Mathematics, Scuola Normale Superiore of Pisa

        ## Education

        * Ph.D in Biostatistics, Johns Hopkins University, 2007
        * Postdoctoral Fellowship in Biostatistics, Johns Hopkins Bloomberg School of Public Health, 2010
        """
    assert [(e["degree"], e["institution"], e["end"]) for e in draft_of(text).plain()["education"]] == [
        ("PhD", "Scuola Normale Superiore of Pisa", 2022),
        ("PhD", "Johns Hopkins University", 2007),
    ]
    assert positions_of(text) == [
        ("Postdoctoral Researcher in Mathematics", "Institut des Hautes Etudes Scientifiques", 2022, 2024),
        (
            "Postdoctoral Fellowship in Biostatistics",
            "Johns Hopkins Bloomberg School of Public Health",
            2010,
            2010,
        ),
    ]


def test_headings_that_are_whole_posts_with_highlights_and_descriptions_under_them() -> None:
    text = """\
        ## Employment

        ### **AI Research Scientist**, Northfield Labs, USA (2024-present)

        Staff scientist with the Multimodal AI group under Vasu Lal.

        #### Research Highlights

        - Won the Scholar Award for highest output in first year at Northfield Labs.

        ### **Postdoctoral Research Associate**, Princeton University, NJ, USA (2022-2024)

        Postdoctoral researcher at [Data Driven Social Science Initiative](https://example.org) working
        with [Professor Brandon Stewart](https://example.org).

        ### **Quantitative Analyst**, SBI Group, Tokyo, Japan (2016-2018)

        Data scientist/analyst at SBI Japannext, Japan's largest PTS.

        ## Education

        ### DPhil University of Oxford, 2022

        ### BA University of Oxford, 2015
        """
    assert positions_of(text) == [
        ("AI Research Scientist", "Northfield Labs", 2024, None),
        ("Postdoctoral Research Associate", "Princeton University", 2022, 2024),
        ("Quantitative Analyst", "SBI Group", 2016, 2018),
    ]
    assert degrees_of(text) == [
        ("PhD", "University of Oxford", None, 2022),
        ("BA", "University of Oxford", None, 2015),
    ]


def test_a_school_known_by_its_own_name_is_where_the_post_or_degree_was() -> None:
    text = """\
        Current Appointments
        ======
        * Associate Professor, Department of Oncology, Johns Hopkins School of Medicine, 2018-

        Education and Training
        ======
        * M.S. in Biotechnology, Johns Hopkins University, 2002
        * Ph.D in Biostatistics, Johns Hopkins Bloomberg School of Public Health, 2007
        * M.Sc. in Economics, London School of Economics, 2003
        * B.A. in Music, the School of Music, Riverside University, 1999
        """
    assert positions_of(text) == [("Associate Professor", "Johns Hopkins School of Medicine", 2018, None)]
    assert [(e["degree"], e["institution"], e["end"]) for e in draft_of(text).plain()["education"]] == [
        ("MSc", "Johns Hopkins University", 2002),
        ("PhD", "Johns Hopkins Bloomberg School of Public Health", 2007),
        ("MSc", "London School of Economics", 2003),
        ("BA", "Riverside University", 1999),
    ]


def test_a_short_cv_in_tables_with_a_joint_degree_and_a_students_job_among_the_degrees() -> None:
    text = """\
        ## Short CV

        ### Current affiliation

        | | |
        |-------------------|----|
        | 2023 &ndash; now | **Post doc at Kyoto University** |

        ### Education

        | | |
        |-------------------|----|
        | 2019 &ndash; now | **PhD candidate at University of Vienna** |
        | 2018 &ndash; 2019 | Teaching assistant at TU Kaiserslautern |
        | 2016 _(6 months)_ | ERASMUS at **TU Delft** |
        | 2013 &ndash; 2018 | **B.Sc. & M.Sc. in Mathematics at TU Kaiserslautern** |

        ### Teaching and work experience (selection)

        | | |
        |-------------------|----|
        | 2012 &ndash; 2016 | Research assistant at Fraunhofer ITWM |
        """
    assert positions_of(text) == [
        ("Post-doc", "Kyoto University", 2023, None),
        ("Research Assistant", "Fraunhofer ITWM", 2012, 2016),
        ("Teaching Assistant", "TU Kaiserslautern", 2018, 2019),
    ]
    assert degrees_of(text) == [
        ("PhD", "University of Vienna", 2019, None),
        ("visiting", "TU Delft", None, 2016),  # an Erasmus stay is an exchange
        ("BSc", "TU Kaiserslautern", 2013, None),
        ("MSc", "TU Kaiserslautern", None, 2018),
    ]


def test_degrees_listed_among_the_appointments_and_a_post_to_the_present() -> None:
    text = """\
        ## Appointments

        - B.Sc. in Statistics, Ferdowsi University of Mashhad, Iran, 1998-2002.
        - Ph.D. in Statistics, Ecole Polytechnique Federale de Lausanne, Switzerland, 2005-2009.
        - Research Visitor, Stanford University, USA, Summer 2010, Summer 2011.
        - Assistant Professor, Ecole Polytechnique de Montreal, Canada, 2011-the present.
        - Research Engineer, Acme Labs, 2009-2011. My PhD work was used there.
        """
    assert degrees_of(text) == [
        ("BSc", "Ferdowsi University of Mashhad", 1998, 2002),
        ("PhD", "Ecole Polytechnique Federale de Lausanne", 2005, 2009),
    ]
    assert positions_of(text) == [
        ("Research Visitor", "Stanford University", 2010, 2011),
        ("Assistant Professor", "Ecole Polytechnique de Montreal", 2011, None),
        ("Research Engineer", "Acme Labs", 2009, 2011),
    ]


def test_rst_list_items_whose_title_and_dates_are_indented_paragraphs() -> None:
    text = """\
        Education
        ---------

        - **Riverside University** Sydney, Australia

          Bachelor of Science in Computer Science

          July 2011 - July 2014

          * Achieved **High Distinction** (WAM 86/100)

        Work Experience
        ---------------

        - **Kointex International Ltd.** Sydney, Australia

          Software Developer / Consultant (*Casual/Part-time*)

          Nov 2012 - July 2013

          * Developed backup software for routers.
        """
    assert degrees_of(text, "cv.rst") == [("BSc", "Riverside University", "2011-07", "2014-07")]
    assert positions_of(text, "cv.rst") == [
        ("Software Developer / Consultant", "Kointex International Ltd", "2012-11", "2013-07")
    ]


def test_an_rst_definition_list_post_whose_sentence_goes_on_after_the_organisation() -> None:
    text = """\
        Current position
        ================

        2016 – present
            Postdoctoral researcher at the `Institut d'Astrophysique de Paris`_, working in the
            `BLACK`_ ERC project led by `Marta Volonteri`_.

        .. _`Institut d'Astrophysique de Paris`: https://www.iap.fr
        .. _BLACK: https://example.org
        .. _`Marta Volonteri`: https://example.org
        """
    assert positions_of(text, "cv.rst") == [
        ("Postdoctoral Researcher", "Institut d'Astrophysique de Paris", 2016, None)
    ]


def test_an_rst_resume_with_substitutions_labelled_details_and_degrees_under_their_school() -> None:
    text = """\
        Education
        ---------

        |NORTH|_, Harlan School of Business, Eastport, ME USA

            Ph.D Candidate, Accounting (Expected 2019)

        |BR|

        Work Experience
        ---------------

        Graduate Researcher - |NORTH|_ - 2013–2019

            Research Assistant to Mara Quill, Tobias Venn

            *Overview*: Collected and analysed filings.

        Application Engineer -
        `Lumen Vision Systems <https://lumen.example.com/>`_ -
        2010–2012

            *Skills used*: LabVIEW, Python

        .. 2008 – 2010
            Research Intern at Old Harbour Labs (a comment: not on the page)

        .. |NORTH| replace:: Northfield University
        .. _NORTH: https://northfield.example.edu
        .. |BR| raw:: html

            <br />
        """
    assert degrees_of(text, "resume.rst") == [("PhD", "Northfield University", None, 2019)]
    assert positions_of(text, "resume.rst") == [
        ("Graduate Researcher", "Northfield University", 2013, 2019),
        ("Application Engineer", "Lumen Vision Systems", 2010, 2012),
    ]
    departments = [p.get("department") for p in draft_of(text, "resume.rst").plain()["positions"]]
    assert departments == [None, None]


def test_an_html_bio_table_inside_a_span_is_read_row_by_row() -> None:
    page = """\
        <html><body><span class="style2">
        <h2>Short Bio</h2>
        <table><tbody>
          <tr><th>Year (until)</th><th>Information</th></tr>
          <tr><td>Present: </td><td><p>I am a Senior Manager (starting as Applied Scientist first)
            at Northwind Cloud (NWC).</p></td></tr>
          <tr><td>Present: </td><td><p>I am an associate professor of computer science (tenured)
            at the <a href="#">University of Eastport (on leave since 2022)</a>.</p></td></tr>
          <tr><td>2008: </td><td><p>I completed my PhD in May of 2008 at the School of Computer
            Science in Northfield University working with Mara Quill.</p></td></tr>
          <tr><td>More: </td><td><p>I was a member of the Eastport Univ. Chorus team between
            1999-2001.</p></td></tr>
        </tbody></table>
        </span></body></html>
        """
    draft = draft_of(page, "bio.html").plain()
    assert [(p["title"], p["organization"], p.get("start")) for p in draft["positions"]] == [
        ("Senior Manager", "Northwind Cloud", None),
        ("Associate Professor of Computer Science", "University of Eastport", None),
    ]
    assert [(e["degree"], e["institution"], e.get("department"), e["end"]) for e in draft["education"]] == [
        ("PhD", "Northfield University", "School of Computer Science", "2008-05")
    ]


def test_a_bio_that_dates_its_posts_by_what_came_before() -> None:
    text = """\
        I am a Senior Research Fellow (Level C) at the School of Computing (SoC), Northfield
        University. Before joining SoC in January 2022, I was a Research Fellow (Level B) at the
        School of Mathematics at Eastport University from September 2017. Before that, I was a
        Research Fellow (Level A) at the School of Physics at Westmoor University from March 2014.
        """
    assert positions_of(text) == [
        ("Senior Research Fellow (Level C)", "Northfield University", "2022-01", None),
        ("Research Fellow (Level B)", "Eastport University", "2017-09", "2022-01"),
        ("Research Fellow (Level A)", "Westmoor University", "2014-03", "2017-09"),
    ]


def test_a_moderncv_with_month_dot_year_dates_a_star_for_now_and_a_thesis_honour() -> None:
    text = r"""
        \documentclass{moderncv}
        \begin{document}
        \section{Academic Experience}
        \cventry{08.2024 - now}{Institute of Computing, Eastport University}{Head of Studies in AI}{}{}{}
        \cventry{03.2019 - 09.2022}{Institute of Computing, Eastport University}{Research Assistant}{}{}{}
        \section{Industry Experience}
        \cventry{11.2025 - *}{Lumen Analytics}{Process Mining Engineer}{Eastport}{}{
        Dashboards for process mining.
        }
        \section{Education}
        \cventry{2015--2021}{Ph.D. in Computing}{Eastport University}{}{\textit{Distinguished PhD Thesis}}{}
        \end{document}
        """
    assert positions_of(text, "cv.tex") == [
        ("Head of Studies in AI", "Eastport University", "2024-08", None),
        ("Research Assistant", "Eastport University", "2019-03", "2022-09"),
        ("Process Mining Engineer", "Lumen Analytics", "2025-11", None),
    ]
    assert degrees_of(text, "cv.tex") == [("PhD", "Eastport University", 2015, 2021)]


def test_academic_history_summer_students_internships_and_a_programmes_name() -> None:
    text = """\
        Academic History
        ====

        Northfield Community College
        ----
        Assistant Professor, Department of Mathematics

        Spring 2026 to Present

        ## Internships & Work Experience

        <div><strong>Summer student</strong>, CERN — <em>2018</em></div>

        <div><strong>Research Internship</strong>, European Space Agency — <em>2017</em></div>

        <div><strong>Summer student programme</strong>, Eastport Observatory — <em>2016</em></div>
        """
    assert positions_of(text) == [
        ("Assistant Professor", "Northfield Community College", 2026, None),
        ("Summer Student", "CERN", 2018, 2018),
        ("Research Internship", "European Space Agency", 2017, 2017),
    ]


def test_an_rst_grid_table_is_one_entry_per_row() -> None:
    text = """\
        Professional Experience
        -----------------------

        +=======================+========================================+
        | **2011 - Present**    | Postdoctoral Research Associate.       |
        |                       |                                        |
        |                       | Northfield Light Source.               |
        |                       |                                        |
        |                       | Eastport, France.                      |
        +=======================+========================================+
        +-----------------------+----------------------------------------+
        | **2008 - 2010**       | Research Engineer.                     |
        |                       |                                        |
        |                       | Westmoor Laboratory.                   |
        +-----------------------+----------------------------------------+
        | **2004 - 2008**       | PhD.                                   |
        |                       |                                        |
        |                       | University of Eastport.                |
        +-----------------------+----------------------------------------+
        """
    assert positions_of(text, "cv.rst") == [
        ("Postdoctoral Research Associate", "Northfield Light Source", 2011, None),
        ("Research Engineer", "Westmoor Laboratory", 2008, 2010),
    ]
    assert degrees_of(text, "cv.rst") == [("PhD", "University of Eastport", 2004, 2008)]
    assert draft_of(text, "cv.rst").source_lines()["positions[1]"] == 12


def test_a_bio_of_date_led_paragraphs_is_a_career_list() -> None:
    text = """\
        ## Bio

        **Since 2020**: _[Royal Society University Research fellow](https://example.org)_,
        [Department of Physics, Northfield College London](https://example.org) (UK)

        I am also involved in the Eastport Initiative.

        **2015-2019**: _[Einstein Fellow](https://example.org)_, and _[Junior Fellow](https://example.org)_,
         [Center for Cosmology, Eastport University](https://example.org) (USA)

        **2011-2015**: _PhD student_ (advisor: Mara Quill),
        [Department of Physics, University of Westmoor](https://example.org) (UK).
        """
    assert positions_of(text) == [
        ("Royal Society University Research Fellow", "Northfield College London", 2020, None),
        ("Einstein Fellow", "Eastport University", 2015, 2019),
        ("Junior Fellow", "Eastport University", 2015, 2019),
    ]
    assert degrees_of(text) == [("PhD", "University of Westmoor", 2011, 2015)]


def test_a_phd_finished_in_a_year_where_the_sentence_went_to_school() -> None:
    text = """\
        Before coming here, I went to graduate school at the
        [University of Eastport](https://example.org) where I worked with [Mara
        Quill](https://example.org) and finished my [PhD](https://example.org) in 2017.

        ## Positions

        - Postdoctoral Fellow, Northfield University, Canada, Jan. 2015-continued.
        """
    assert degrees_of(text) == [("PhD", "University of Eastport", None, 2017)]
    assert positions_of(text) == [("Postdoctoral Fellow", "Northfield University", "2015-01", None)]


def test_a_humboldt_fellow_and_degrees_at_a_universitys_graduate_school() -> None:
    text = """\
        EXPERIENCE
        * Nov 2021--Nov 2023: **Alexander von Humboldt postdoctoral research fellow**, JGU Mainz

        EDUCATION
        Ph.D. Course, Electrical and Electronic Engineering
        Nagoya Tech University Graduate School | Apr. 2026 - Present

        Master's Course, Electrical and Electronic Engineering
        Nagoya Tech University Graduate School | Apr. 2024 - Mar. 2026
        """
    assert positions_of(text, "cv.txt") == [
        ("Alexander von Humboldt Postdoctoral Research Fellow", "JGU Mainz", "2021-11", "2023-11")
    ]
    education = draft_of(text, "cv.txt").plain()["education"]
    assert [(e["degree"], e["field"], e["institution"], e.get("end")) for e in education] == [
        ("PhD", "Electrical and Electronic Engineering", "Nagoya Tech University", None),
        ("MSc", "Electrical and Electronic Engineering", "Nagoya Tech University", "2026-03"),
    ]


def test_posts_listed_under_teaching_and_not_the_courses_taught() -> None:
    text = """\
        Teaching Experience
        ===================

        * (2013–2017) Eastport College, CUNY. Graduate teaching fellow.

        2012-2015 - Lecturer, Department of Physics, Northfield University
          - 2014-2015: PHYS-461: Computational Physics

        * 2019-2020: Teaching Assistant for Linear Algebra, Northfield University
        """
    assert positions_of(text, "cv.rst") == [
        ("Graduate Teaching Fellow", "Eastport College", 2013, 2017),
        ("Lecturer", "Northfield University", 2012, 2015),
    ]


def test_sub_items_with_places_other_language_titles_and_a_university_after_a_full_stop() -> None:
    text = """\
        Work experience
        ======
        * 2017- current: Maitre de conférences (associate prof.)
          * Université Northfield, PSL, LEDa,

        * 2016-2017: Lecturer
          * Eastport University (UK)

        * 2010-2011: Project Coordinator
          * Churches' Commission for Migrants in Europe (Brussels)

        * 2011-2014: Research Assistant
          * University of Maryland, College Park

        ## Experience

        - **05/2023 - 03/2024**: Research Associate, School of Biology, One Health. Westmoor University, UK.
          Funded by the [Wild Trust](https://x.org/).
        - Since 2022: Research Scientist (Chargé de recherche), Northfield Institute

        ## Education

        - **09/2014 – 08/2015**: MSc. (Distinction), Quantitative Methods, Institute of
          Biodiversity, Animal Health and Comparative Medicine. University of Westmoor, UK.
        """
    assert positions_of(text) == [
        ("Maitre de Conférences", "Université Northfield", 2017, None),
        ("Lecturer", "Eastport University", 2016, 2017),
        ("Project Coordinator", "Churches' Commission for Migrants in Europe", 2010, 2011),
        ("Research Assistant", "University of Maryland, College Park", 2011, 2014),
        ("Research Associate", "Westmoor University", "2023-05", "2024-03"),
        ("Research Scientist", "Northfield Institute", 2022, None),
    ]
    assert degrees_of(text) == [("MSc", "University of Westmoor", "2014-09", "2015-08")]


def test_a_europass_table_of_labelled_fields_and_grades_beside_degrees() -> None:
    text = r"""
        \documentclass{article}
        \begin{document}
        \section*{Education}
        \begin{tabular}{r|l}
        \rowcolor[gray]{.90} Degree: & \textbf{M.Sc. in Environmental Sciences} \\
        \rowcolor[gray]{.90} Period: & \textbf{2011 -- 2014} \\
        \rowcolor[gray]{.90} University: & University of Eastport, Eastport, Italy \\
        \end{tabular}

        2003 -- 2008 & Masters in Computer Science, 4.9 of 5. Northfield State University, Russia \\

        \section*{Professional Experience}
        \begin{tabular}{r|l}
        \rowcolor[gray]{.90} Research Title: & \textbf{Shelf Seas Scientist} \\
        \rowcolor[gray]{.90} Period: & \textbf{Aug 2019 - present} \\
        Employer: & Westmoor Met Office \\
        & Ocean Forecasting Group, Westmoor, United Kingdom \\
        \end{tabular}

        \begin{tabular}{r|l}
        Main activities & \textbf{Ocean Modelling - R\&D} \\
        and responsibilities: & \textbf{Teaching assistant} for Ocean Modelling \\
        \end{tabular}
        \end{document}
        """
    assert positions_of(text, "cv.tex") == [("Shelf Seas Scientist", "Westmoor Met Office", "2019-08", None)]
    assert degrees_of(text, "cv.tex") == [
        ("MSc", "University of Eastport", 2011, 2014),
        ("MSc", "Northfield State University", 2003, 2008),
    ]


def test_an_html_resume_of_stacked_div_fields() -> None:
    page = """\
        <html><body>
        <div class="resume_title">Education</div>
        <div class="university">Northfield Institute of Technology</div>
        <div class="dates">Graduated Spring 2013</div>
        <div class="degree">Master of Science</div>
        <div class="degree_details">M.S. in Information Architecture (IARC) - 4.0</div>

        <div class="university">University of Eastport: Eastport, MN</div>
        <div class="dates">Graduated May 2008</div>
        <div class="degree">Bachelor of Arts</div>

        <div class="resume_title">Work Experience</div>
        <div class="university">Conversant</div>
        <div class="dates">June 2013 - Present</div>
        <div class="degree">Technical Apprentice</div>
        <div class="list"><div class="lists">- Launched campaigns for clients</div></div>
        <div class="university">Deloitte: Chicago, IL</div>
        <div class="dates">June 2012 - August 2012</div>
        <div class="degree">Information Technology Intern</div>
        <div class="list"><div class="lists">- Built sites</div></div>
        </body></html>
        """
    assert positions_of(page, "resume.html") == [
        ("Technical Apprentice", "Conversant", "2013-06", None),
        ("Information Technology Intern", "Deloitte", "2012-06", "2012-08"),
    ]
    assert degrees_of(page, "resume.html") == [
        ("MSc", "Northfield Institute of Technology", None, 2013),
        ("BA", "University of Eastport", None, "2008-05"),
    ]


def test_a_resume_of_employers_with_the_posts_held_under_each() -> None:
    text = """\
        ##EMPLOYMENT
        ###Northwind Ltd (January '14 - Present)

        ####Agile Coach/Scrum Master -UK Government Department

        * Initiated scrum ceremonies.

        ####Project Management Consultant
        * Worked with the directors.

        ###Eastport Consulting (February '12 - December '13) Permanent Role
        ####Senior Agile Consultant (July '12 -December '13) - Lloyds Bank, London:
        * Ensured delivery.

        ###Westmoor Labs (June '07 - December '09)
        Project Manager: Developed training materials and coached new teams.

        ###University of Eastport (October '02 - July '04) - UI Researcher

        # Experience

        ## TCG - The Coastal Group ~ 6 years (2015-Present)

        ### DataCenter Engineer/IT Infrastructure project engineer
        """
    assert positions_of(text) == [
        ("Agile Coach/Scrum Master", "Northwind Ltd", "2014-01", None),
        ("Project Management Consultant", "Northwind Ltd", "2014-01", None),
        ("Senior Agile Consultant", "Eastport Consulting", "2012-07", "2013-12"),
        ("Project Manager", "Westmoor Labs", "2007-06", "2009-12"),
        ("UI Researcher", "University of Eastport", "2002-10", "2004-07"),
        ("DataCenter Engineer/IT Infrastructure Project Engineer", "The Coastal Group", 2015, None),
    ]


def test_an_education_section_told_as_a_story_with_links_broken_over_lines() -> None:
    text = """\
        # Education

        ## Northfield

        I completed a bachelors of science in chemical engineering from <a
        href="https://example.edu/"> Northfield State
        University (1981-1986).</a> At Northfield in the 1980s, there were few
        degrees that could compete with chemical engineering for rigour and depth.

        ## Eastport

        I completed a masters of science in the Engineering Sciences department of Eastport
        University (1986-1987). This year of course-work was hard, and I learned a lot from it.

        ## Postdoc

        Towards the end of my time as a PhD student, I decided to switch to geosciences. This
        2+ years as a post-doc was both a time for research and a time for taking courses.
        """
    assert degrees_of(text) == [
        ("BSc", "Northfield State University", 1981, 1986),
        ("MSc", "Eastport University", 1986, 1987),
    ]


def test_rst_title_levels_follow_the_order_their_underlines_first_appear() -> None:
    text = """\
        Curriculum vitae
        ################

        Professional experience
        -----------------------

        Researcher · Science · Eastport Institute for High Temperatures
        ================================================================

        Eastport, Russia ⋅ 2017 – 2024

        - Researched phase equilibria.

        Education
        ---------

        PhD degree · Northfield Institute of Physics and Technology
        ===========================================================

        Department of chemical physics ⋅ 2019 — 2023
        """
    assert positions_of(text, "cv.rst") == [
        ("Researcher", "Eastport Institute for High Temperatures", 2017, 2024)
    ]
    assert degrees_of(text, "cv.rst") == [
        ("PhD", "Northfield Institute of Physics and Technology", 2019, 2023)
    ]


def test_an_html_resume_of_employers_each_with_its_jobs_as_headings() -> None:
    page = """\
        <html><body>
        <h2>Professional Experience</h2>
        <div class="employer">
          <div class="info">
            <div class="name">Northwind Brokerage &ndash; St. Louis, MO</div>
            <div class="period">6/2009 &mdash; Present</div>
          </div>
          <div class="job"><h3>Web Developer</h3><div>Responsible for the trading platform.</div></div>
        </div>
        <div class="employer">
          <div class="info">
            <div class="name">Eastport Companies, Inc. &ndash; St. Louis, MO</div>
            <div class="period">8/1991 &mdash; 12/2008</div>
          </div>
          <div class="job"><h3>Business Analyst I &ndash; 3/2008-12/2008</h3><div>Analysis.</div></div>
          <div class="job"><h3>Programmer/Analyst &ndash; 8/1991-3/2008</h3><div>Programs.</div></div>
        </div>
        </body></html>
        """
    assert positions_of(page, "resume.html") == [
        ("Web Developer", "Northwind Brokerage", "2009-06", None),
        ("Business Analyst I", "Eastport Companies, Inc", "2008-03", "2008-12"),
        ("Programmer/Analyst", "Eastport Companies, Inc", "1991-08", "2008-03"),
    ]


def test_a_text_cv_with_sections_between_rules_and_a_gloss_of_its_degrees() -> None:
    text = """\
        -- EXPERIENCE ---------------------------------------------------
        CEO                             Northwind GmbH        2026-present
        Co-CEO                          Northwind GmbH        2024-2026
        Senior Java Software Engineer   Northwind GmbH        2017-present

        -- EDUCATION ----------------------------------------------------
        PhD, Electrical Engineering   Eastport University   2018
        M.Sc., Physics                Eastport University   2011
        German originals: PhD = Dr.-Ing., M.Sc. = Diplom

        -- TEACHING -----------------------------------------------------
        2026-2027  Co-instructor, Kernel Learning, Westmoor University
        """
    assert positions_of(text, "cv.txt") == [
        ("CEO", "Northwind GmbH", 2026, None),
        ("Co-CEO", "Northwind GmbH", 2024, 2026),
        ("Senior Java Software Engineer", "Northwind GmbH", 2017, None),
    ]
    assert degrees_of(text, "cv.txt") == [
        ("PhD", "Eastport University", None, 2018),
        ("MSc", "Eastport University", None, 2011),
    ]


def test_a_definition_list_of_posts_dated_day_first() -> None:
    page = """\
        <html><body>
        <h3>Previous Positions</h3>
        <dl>
          <dt>Postdoc Researcher at Northwind Research.</dt>
          <dd>23/7/2018 - 30/06/2019<dd>
            <em>Principal subjects covered:</em> Optimal experimental design.
          </dd>
          <dt>Research Assistant at the Eastport Institute of Technology.</dt>
          <dd>17/08/2009 - 20/11/2011<dd>
            <em>Principal subjects covered:</em> Simulations.
          </dd>
        </dl>
        </body></html>
        """
    assert positions_of(page, "bio.html") == [
        ("Postdoc Researcher", "Northwind Research", "2018-07", "2019-06"),
        ("Research Assistant", "Eastport Institute of Technology", "2009-08", "2011-11"),
    ]


def test_a_latex_cv_part_without_a_preamble_is_read_as_latex() -> None:
    # a part written to be \input into a main document: no class, no document body
    part = r"""
        \renewcommand{\section}[2]{\vspace{2\baselineskip}{\bf #2}}

        {\huge \textbf{Ada Lovelace}}

        \section*{Education}
        \begin{tabular*}{159.2mm}{@{\extracolsep{\fill}}lr}
          Ph.D. in Physics, Eastport University, USA & 2009\\
          Bachelor of Science in Physics, Westmoor University & 2002
        \end{tabular*}

        \section*{Employment}
        \begin{tabular*}{159.2mm}{@{\extracolsep{\fill}}lr}
          Assegnista di Ricerca & 2017 -- present\\
          \quad Universit\`{a} degli Studi di Northfield\\
          Postdoctoral Research Associate & 2011 -- 2014\\
          \multicolumn{2}{l}{\, Centre for Computing, Eastport University}\\
        \end{tabular*}

        \section*{Professional Activities}
        \begin{tabular*}{159.2mm}{@{\extracolsep{\fill}}lr}
        Co-supervisor of a Graduate Student & 2012 -- present\\
        Supervision of a Vacation Student & Summer 2012\\
        \end{tabular*}
        """
    draft = draft_of(part, "vitae.tex").plain()
    assert draft["name"] == "Ada Lovelace"
    assert [(p["title"], p["organization"], p.get("start"), p.get("end")) for p in draft["positions"]] == [
        ("Assegnista di Ricerca", "Università degli Studi di Northfield", 2017, None),
        ("Postdoctoral Research Associate", "Eastport University", 2011, 2014),
    ]
    assert draft["positions"][1]["department"] == "Centre for Computing"
    assert degrees_of(part, "vitae.tex") == [
        ("PhD", "Eastport University", None, 2009),
        ("BSc", "Westmoor University", None, 2002),
    ]


def test_a_text_cv_whose_entries_sit_under_a_heading_of_their_dates() -> None:
    text = """\
        # Experience
        ## 2011 up to now
        Northwind Labs, Toulouse, France, Research Engineer
        - build the solver

        ## 2010 (6 months)
        Eastport Aerospace, Toulouse, France, Engineering internship
        Computed the flow of a compressor stage.

        # Education
        ## Sept 2010
        Institut Supérieur de l'Aéronautique et de l'Espace (ISAE), Toulouse, France
        MS in Aerospace Engineering
        """
    assert positions_of(text, "cv.txt") == [
        ("Research Engineer", "Northwind Labs", 2011, None),
        ("Engineering Internship", "Eastport Aerospace", 2010, 2010),
    ]
    assert degrees_of(text, "cv.txt") == [
        ("MSc", "Institut Supérieur de l'Aéronautique et de l'Espace (ISAE)", None, "2010-09"),
    ]


def test_a_title_marked_apart_then_at_its_employer() -> None:
    page = r"""
        \documentclass{article}
        \begin{document}
        \section{Experience}
        \begin{itemize}
          \item (08/2008--10/2008):
           \textbf{junior researcher} at Institute of Mathematical
          Machines and Problems, Kiev, Ukraine.
        \end{itemize}
        \end{document}
        """
    assert positions_of(page, "cv.tex") == [
        ("Junior Researcher", "Institute of Mathematical Machines and Problems", "2008-08", "2008-10"),
    ]


def test_html_headings_of_a_title_over_its_dates_over_the_employer() -> None:
    page = """\
        <html><body>
        <h2>Work Experience</h2>
        <h5>Bioprocess Development Intern</h5>
        <h6>2023</h6>
        <p>Northwind Pharma, Biberach an der Riß, Germany<br>
        As an intern, I modelled the metabolism of cells.</p>
        <h5>Junior Assistant Accountant</h5>
        <h6>2021 - 2023</h6>
        <p>Eastport Accounting, Utrecht, Netherlands</p>
        <h2>Education</h2>
        <h5>MSc Bioinformatics - Westmoor University</h5>
        <h6>2021-2023</h6>
        <p>Thesis: surface proteins.</p>
        </body></html>
        """
    assert positions_of(page, "cv.html") == [
        ("Bioprocess Development Intern", "Northwind Pharma", 2023, 2023),
        ("Junior Assistant Accountant", "Eastport Accounting", 2021, 2023),
    ]
    assert degrees_of(page, "cv.html") == [("MSc", "Westmoor University", 2021, 2023)]


def test_a_career_list_with_each_degrees_institution_in_brackets() -> None:
    text = """\
        Current position
        ======
        * 2021- Postdoc, Institute of Zoology (IOZ), Northfield Academy of Sciences (NAS). Beijing, China.

        Academic career
        ======
        * 2015-2019: PhD in the lab of Ada Byron (Eastport Station, Eastport University, Seville, Spain)
        * 2013-2014: Master degree in Biodiversity (University of Barcelona, Spain)
        * 2009-2013: Bachelor degree in Biology (University of Girona, Spain)
        """
    assert positions_of(text)[0] == ("Postdoc", "Northfield Academy of Sciences (NAS)", 2021, None)
    assert degrees_of(text) == [
        ("PhD", "Eastport University", 2015, 2019),
        ("MSc", "University of Barcelona", 2013, 2014),
        ("BSc", "University of Girona", 2009, 2013),
    ]


def test_an_html_cv_of_definition_lists_with_a_styled_span_and_year_month_dates() -> None:
    page = """\
        <html><body>
        <h2>Education</h2>
        <dl>
          <dt>2026.04 &ndash;</dt>
          <dd>Doctoral course, Graduate School of Science, Northfield University<span
            class="sub">Byron Laboratory</span></dd>
          <dt>2024.04 &ndash; 2026.03</dt>
          <dd>M.E., Graduate School of Engineering Science, Northfield University</dd>
          <dt>2020.04 &ndash; 2024.03</dt>
          <dd>B.E., Faculty of Design, Eastport Institute of Technology<span
            class="sub">Graduated at the top of the program</span></dd>
        </dl>
        </body></html>
        """
    assert degrees_of(page, "cv_en.html") == [
        ("PhD", "Northfield University", "2026-04", None),
        ("MEng", "Northfield University", "2024-04", "2026-03"),
        ("BEng", "Eastport Institute of Technology", "2020-04", "2024-03"),
    ]


def test_a_timeline_of_years_over_what_happened_in_each() -> None:
    text = """\
        Timeline
        --------

        * 2016
            * Visit to the *Laboratory of Physics* (Orsay, France)
            * Master of Science in Physics, Northfield University, :download:`download <pdf/master.pdf>`
        * 2015
            * Summer school, Bad Honnef
        * 2013
            * Bachelor of Science in Physics, Northfield University, :download:`download <pdf/bachelor.pdf>`
        """
    assert degrees_of(text, "cv.rst") == [
        ("MSc", "Northfield University", None, 2016),
        ("BSc", "Northfield University", None, 2013),
    ]


def test_a_french_cv_whose_titles_put_the_head_noun_first() -> None:
    text = """\
        Expériences Professionnelles
        ============================

        Développeur Web Python/Django (2013-2014)
        -----------------------------------------

        Northwind Communication, Lyon, France

        * Analyse, conception, développement.

        Ingénieur logiciel chez Eastport SA (2009-2013)
        -----------------------------------------------
        """
    assert positions_of(text, "cv.rst") == [
        ("Développeur Web Python/Django", "Northwind Communication", 2013, 2014),
        ("Ingénieur Logiciel", "Eastport SA", 2009, 2013),
    ]


def test_an_employer_item_over_one_item_per_post_held_there() -> None:
    text = """\
        Academic Appointments
        ======

        * __School of Business, Northfield University__ - Riverdale, NY <br>
          * Associate Professor (2022 - Present)
          * Assistant Professor (2016 - 2022)
        """
    assert [(p["title"], p["organization"], p.get("department"), p.get("start"), p.get("end"))
            for p in draft_of(text).plain()["positions"]] == [
        ("Associate Professor", "Northfield University", "School of Business", 2022, None),
        ("Assistant Professor", "Northfield University", "School of Business", 2016, 2022),
    ]  # fmt: skip


def test_a_degree_dated_in_brackets_before_a_dash() -> None:
    text = """\
        ## Education

        * (Fall 2012-present) - Ph.D. Candidate in Applied Mathematics, Northfield State University.
        * (Spring 2012) - B.S. in Applied Mathematics, Eastport State University.
        """
    assert degrees_of(text, "resume.txt") == [
        ("PhD", "Northfield State University", 2012, None),
        ("BSc", "Eastport State University", None, 2012),
    ]


def test_degrees_told_in_prose_with_the_degree_in_brackets_or_the_country_after() -> None:
    text = """\
        ---
        layout: page
        title: About
        ---
        I studied English and Swedish at Northfield University (B.A., 2007) and got my Master's in
        linguistics at the University of Eastport in Germany (2010).
        """
    assert degrees_of(text) == [
        ("MSc", "University of Eastport", None, 2010),
        ("BA", "Northfield University", None, 2007),
    ]


def test_degrees_named_in_french_spanish_italian_and_german() -> None:
    text = """\
        ## Education

        * Licenciatura en Matemáticas, Universidad de Northfield, 2010
        * Magíster en Ciencias Sociales, Universidad de Eastport, 2013
        * Laurea magistrale in Fisica, Università di Westmoor, 2015
        * Doctorat en informatique, Université de Northfield, 2019
        * PhD in Economics (Doctorat en sciences économiques), Université de Eastport, 2021

        ## Skills

        * UK Driving Licence
        """
    assert degrees_of(text) == [
        ("BSc", "Universidad de Northfield", None, 2010),
        ("MSc", "Universidad de Eastport", None, 2013),
        ("MSc", "Università di Westmoor", None, 2015),
        ("PhD", "Université de Northfield", None, 2019),
        ("PhD", "Université de Eastport", None, 2021),
    ]


def test_a_hugo_course_at_an_institution_named_by_its_acronym() -> None:
    text = """\
        ---
        title: Ada Lovelace
        education:
          courses:
          - course: Magíster en Teoría Social
            institution: NRSF (Argentina)
            year: 2008
        ---
        """
    assert degrees_of(text, "_index.md") == [("MSc", "NRSF", None, 2008)]


def test_a_markdown_cv_of_headings_naming_the_place_and_dates_in_code_spans() -> None:
    text = """\
        ## Education

        ### **Northfield University** `2018.9 -`

        ```
        Pittsburgh, PA
        ```

        - Ph.D. in Software Engineering
        - MS in 2021

        ### **Eastport College** `2013.9 - 2016.5`

        - B.S. in Computer Science, _Summa Cum Laude_

        ## Experience

        ### **Northwind Research** `2020.5 - 2020.8`

        _Research Intern_<br>
        Worked with the X team (mentored by Ada Byron) on developer tools.

        ### **Northfield University, Research Experiences for Undergraduates** `2017.5 - 2017.8`

        _Research Assistant_<br>
        Designed and implemented a language for diagrams.
        """
    assert degrees_of(text, "index.md") == [
        ("PhD", "Northfield University", "2018-09", None),
        ("MSc", "Northfield University", None, 2021),
        ("BSc", "Eastport College", "2013-09", "2016-05"),
    ]
    assert draft_of(text, "index.md").plain()["education"][1].get("field") is None
    assert positions_of(text, "index.md") == [
        ("Research Intern", "Northwind Research", "2020-05", "2020-08"),
        ("Research Assistant", "Northfield University", "2017-05", "2017-08"),
    ]


def test_a_posts_labelled_details_run_to_the_end_of_its_entry() -> None:
    text = """\
        Experience
        ==========

        Graduate Researcher - Northfield University - 2011–2017

            *Overview*: Collected and analyzed structured data from
            various sources.

            *Skills used*: Econometrics, text extraction,
            natural language processing, `Python`, `STATA`, `SAS`.
        """
    draft = draft_of(text, "cv.rst").plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in draft["positions"]] == [
        ("Graduate Researcher", "Northfield University", None)
    ]


def test_a_hugo_post_at_two_institutions_and_in_a_named_lab() -> None:
    text = """\
        ---
        widget: experience
        experience:
          - title: Postdoctoral researcher
            company: Northfield University (Bioinformatics group) and Eastport University (Plant group)
            date_start: '2021-05-01'
            date_end: '2024-06-30'
          - title: Postdoctoral researcher (Byron lab)
            company: University of Westmoor
            date_start: '2016-01-01'
            date_end: '2020-03-31'
          - title: Lecturer
            company: School of Anthropology and Museum Ethnography, University of Westmoor
            date_start: '2015-01-01'
        ---
        """
    draft = draft_of(text, "experience.md").plain()
    assert [(p["title"], p["organization"], p.get("department"), p["start"]) for p in draft["positions"]] == [
        ("Postdoctoral Researcher", "Northfield University", "Bioinformatics group", "2021-05"),
        ("Postdoctoral Researcher", "Eastport University", "Plant group", "2021-05"),
        ("Postdoctoral Researcher", "University of Westmoor", "Byron lab", "2016-01"),
        ("Lecturer", "University of Westmoor", "School of Anthropology and Museum Ethnography", "2015-01"),
    ]


def test_a_latex_employer_line_over_an_item_naming_the_post() -> None:
    page = r"""
        \documentclass{article}
        \begin{document}
        \section{Education And Experience}
        \textbf{Northwind} \hfill 2016.01 - 2016.05
        	\begin{itemize}
        	\item Intern, Northwind Research, Beijing
        	\end{itemize}
        \textbf{Eastport Labs} \hfill 2019.06 - 2019.09
        	\begin{itemize}
        	\item Intern, Eastport Research, Redmond
        	\end{itemize}
        \end{document}
        """
    assert [(p["title"], p["organization"], p.get("department"), p["start"], p["end"])
            for p in draft_of(page, "cv.tex").plain()["positions"]] == [
        ("Intern", "Northwind", "Northwind Research", "2016-01", "2016-05"),
        ("Intern", "Eastport Labs", "Eastport Research", "2019-06", "2019-09"),
    ]  # fmt: skip


def test_an_italian_cv_of_other_experiences_grouped_under_a_label() -> None:
    page = """\
        <html><body>
        <h3>Esperienze</h3>
        <ul>
          <li><b>Northwind.com</b>, Web designer Milano 09/2018 - in corso</li>
          <li><b>Altre esperienze:</b>
            <ul>
              <li>Dal 05/2013 al 06/2013: Eastport Advisory S.r.l., <b>Milano</b><br>
                Tirocinio Formativo in Adempimenti fiscali</li>
            </ul>
          </li>
        </ul>
        </body></html>
        """
    assert positions_of(page, "cv.htm")[1:] == [
        ("Tirocinio Formativo", "Eastport Advisory S.r.l", "2013-05", "2013-06"),
    ]
    assert positions_of(page, "cv.htm")[0][2:] == ("2018-09", None)


def test_a_running_paragraph_in_the_first_person_names_no_post_of_its_own() -> None:
    text = """\
        Professional experience
        -----------------------

        **R&D developer - Northwind**, *05/2011 - Present, Paris, France*

        I'm under the direct responsibility and in close collaboration with Ada
        Byron, CEO of Northwind and lead developer of the framework.
        """
    assert positions_of(text, "cv.rst") == [("R&D Developer", "Northwind", "2011-05", None)]


def test_an_html_cv_whose_section_titles_are_paragraphs_in_bold() -> None:
    page = """\
        <html><body>
        <p class='bold'>Qualifications</p>
        <p>MFA Westmoor School of Art 2015.</p>
        <p>BFA / BA, Northfield School of Fine Arts, The University of Eastport. 2004.</p>
        <p class='bold'>Selected exhibitions</p>
        <p>2014 September Window, University of Eastport, Auckland.</p>
        </body></html>
        """
    assert degrees_of(page, "cv.htm") == [
        ("MA", "Westmoor School of Art", None, 2015),
        ("BA", "The University of Eastport", None, 2004),
    ]


def test_iso_dates_and_a_column_gap_of_blanks_around_a_tab() -> None:
    latex = r"""
        \documentclass{article}
        \begin{document}
        \section{Experience}
        \begin{itemize}
        \item Graduate Research Assistant, Northfield University Abu Dhabi, 2021-10-01--2022-06-30.
        \end{itemize}
        \end{document}
        """
    assert positions_of(latex, "cv.tex") == [
        ("Graduate Research Assistant", "Northfield University Abu Dhabi", "2021-10-01", "2022-06-30")
    ]
    text = (
        "EDUCATION\n"
        "August 2016 - December 2019  B.S. Graphics at Eastport State University \t"
        "          Accredited by the Association of Technology, Management, & Engineering\n"
    )
    assert degrees_of(text, "cv.txt") == [("BSc", "Eastport State University", "2016-08", "2019-12")]


def test_an_html_page_whose_head_is_never_closed_is_read_and_an_empty_one_drafts_nothing() -> None:
    page = """\
        <!DOCTYPE html>
        <html>
        <head>
        	<title>Curriculum Vitae</title>
        <body>
        <h2>Experience</h2>
        <ul><li>2019 - 2021: Research Assistant, Northfield University</li></ul>
        </body>
        </html>
        """
    assert positions_of(page, "CV.htm") == [("Research Assistant", "Northfield University", 2019, 2021)]
    empty = draft_of("<!DOCTYPE html>\n<html><head><title>CV</title></head><body></body></html>\n", "cv.html")
    assert empty.plain().get("positions") is None and empty.plain().get("education") is None


def test_an_rst_field_list_of_employers_and_their_posts() -> None:
    text = """\
        Work Experience
        ---------------

        In a nutshell, my work experiences.

        :Northwind_: AppEngine Software Developer (2012- current)

        :Eastport_:   Sr Cloud Developer (2011-2012)

        Education
        ---------

        Università di Westmoor

        * 2003 - Master in IT Security

        .. _northwind: http://northwind.example
        .. _eastport: http://eastport.example
        """
    assert positions_of(text, "cv.rst") == [
        ("AppEngine Software Developer", "Northwind", 2012, None),
        ("Sr Cloud Developer", "Eastport", 2011, 2012),
    ]
    assert degrees_of(text, "cv.rst") == [("MSc", "Università di Westmoor", None, 2003)]


def test_degrees_named_in_items_under_their_institution_and_dates() -> None:
    text = """\
        Education
        =========
        Northfield University of Applied Sciences, Finland (2001-2005)
            * Degree: Bachelor of Engineering
            * Specialization: Mobile Programming

        | Eastport University, Sweden (2004)
        """
    assert degrees_of(text, "cv.rst") == [("BEng", "Northfield University of Applied Sciences", 2001, 2005)]
    markdown = """\
        ### Education

        *   **Northfield Institute of Science and Technology**, Korea (Aug. 2015 - Feb. 2020)
            *   Ph.D. *Department of Physics*
        *   **Northfield Institute of Science and Technology**, Korea (Feb. 2009 - Aug. 2013)
            *   B.S. *Department of Physics*
        """
    assert degrees_of(markdown) == [
        ("PhD", "Northfield Institute of Science and Technology", "2015-08", "2020-02"),
        ("BSc", "Northfield Institute of Science and Technology", "2009-02", "2013-08"),
    ]


def test_a_latex_macro_whose_body_ends_in_a_line_break_and_stacked_entries() -> None:
    page = r"""
        \documentclass{article}
        \newcommand{\orgloc}[2]{\noindent\textbf{#1}\hfill #2\\}
        \newcommand{\roledate}[2]{\textit{#1}\hfill #2\\[0pt]}
        \begin{document}
        \section*{Education}
        \orgloc{University College London (UCL)}{London}
        \roledate{BEng in Computer Science}{Sep 2022--Jun 2026 (expected)}
        \section*{Research Experience}
        \orgloc{UCL NLP Group}{London}
        \roledate{Undergraduate Research Assistant (advisor: Prof.\ Ada Byron)}{Jan--May 2024}
        \orgloc{Eastport Graduate Institute}{Geneva}
        \roledate{Research Assistant to Prof. Ada Byron}{Jan. 2023 -- Jun. 2025}
        \end{document}
        """
    assert degrees_of(page, "cv.tex") == [("BEng", "University College London (UCL)", "2022-09", "2026-06")]
    draft = draft_of(page, "cv.tex").plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in draft["positions"]] == [
        ("Undergraduate Research Assistant", "UCL", "NLP Group"),
        ("Research Assistant", "Eastport Graduate Institute", None),
    ]
    stacked = """\
        ## Education

        **Westmoor University** · **Sep. 2018 – Apr. 2021**
        *MSc in Economics* · *Milan, Italy*
        **Westmoor University** · **Sep. 2015 – Oct. 2018**
        *BSc in Economics* · *Milan, Italy*
        """
    assert degrees_of(stacked) == [
        ("MSc", "Westmoor University", "2018-09", "2021-04"),
        ("BSc", "Westmoor University", "2015-09", "2018-10"),
    ]


def test_a_centre_named_above_its_university_is_a_unit_of_it() -> None:
    text = """\
        Work experience
        ======
        * May 2017 - June 2019: Researcher
          * Supervisor : Ada Byron
          * Center for Cognitive Skill Enhancement
          * Northfield University Bangladesh (NUB), Dhaka, Bangladesh.
        * Fall 2019 - Present: Graduate Research Assistant
          * University of Nevada, Reno.
        Education
        ======
        * Bsc. in Computer Science & Engineering, Eastport University, 2017
        """
    draft = draft_of(text).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in draft["positions"]] == [
        ("Researcher", "Northfield University Bangladesh (NUB)", "Center for Cognitive Skill Enhancement"),
        ("Graduate Research Assistant", "University of Nevada, Reno", None),
    ]
    assert degrees_of(text) == [("BSc", "Eastport University", None, 2017)]


def test_headings_of_a_title_and_its_employer_are_entries_not_sections() -> None:
    text = """\
        ## 💼 Work Experience
        ### Full Stack Software Engineer — Northwind Technologies
        📍 Aug 2024 – Present
        - Developed "Shop Box", an eCommerce solution.
        ### Associate Software Engineer — Eastport
        📍 Nov 2021 – Sep 2022
        - Store (React)
        """
    assert positions_of(text) == [
        ("Full Stack Software Engineer", "Northwind Technologies", "2024-08", None),
        ("Associate Software Engineer", "Eastport", "2021-11", "2022-09"),
    ]


def test_a_month_after_its_year_and_a_sales_executive() -> None:
    text = """\
        ## WORKING EXPERIENCE

        **March 2013 - 2014 December:** Sales Executive, Northwind Communications (Gambia)
        """
    assert positions_of(text) == [("Sales Executive", "Northwind Communications", "2013-03", "2014-12")]


def test_what_a_programme_is_and_a_bachelors_thesis_are_no_degrees() -> None:
    page = r"""
        \documentclass{moderncv}
        \begin{document}
        \section{Education}
        \cventry{2020--present}{M.Sc. Computer Science}{Northfield University of Technology}{Gothenburg}{}{
        Computer Science is a master degree program with the main focus on programming.
        I am focusing on compilers.}
        \cventry{Spring 2020}{Bachelor Thesis}{Northfield University of Technology}{Gothenburg}{}{}
        \cventry{2017--2020}{B.Sc Software Engineering}{Northfield University of Technology}{Gothenburg}{}{}
        \end{document}
        """
    assert degrees_of(page, "cv.tex") == [
        ("MSc", "Northfield University of Technology", 2020, None),
        ("BSc", "Northfield University of Technology", 2017, 2020),
    ]


def test_a_latex_cvs_own_environments_and_spacing_commands_keep_the_entries() -> None:
    page = r"""
        \documentclass{article}
        \newenvironment{entry}[2]{\vskip5pt \textbf{#1} \hfill #2
          \begin{addmargin}[0em]{0em}}{\end{addmargin}}
        \renewenvironment{section}[1]{\textsc{\large #1}}{\vskip10pt}
        \newcommand{\itemdate}[2]{\hspace{.5em} #1 \hfill \textit{#2} \\}
        \begin{document}
        {\centering \textbf{Ada Example}\par}
        \begin{section}{Education}
        	\begin{entry}{Eastport College}{}
        		\itemdate{\textit{M.A. Mathematics}}{May 2018}
        		\itemdate{\textit{Ph.D. Mathematics (In Progress)}}{Sep 2016 - Present}
        	\end{entry}
        \end{section}
        \begin{section}{Experience}
        	\begin{entry}{Westmoor Labs}{Westmoor, PA}
        		\itemdate{Research Engineer}{Sep 2019 - Present}
        	\end{entry}
        \end{section}
        \begin{section}{Awards}
        	\begin{entry}{Graduate Award for Excellence}{}
        		\itemdate{Eastport College}{May 2018}
        	\end{entry}
        \end{section}
        \end{document}
        """
    plain = draft_of(page, "cv.tex").plain()
    assert plain["name"] == "Ada Example"  # "\centering" is no cedilla over its "e"
    assert degrees_of(page, "cv.tex") == [
        ("MA", "Eastport College", None, "2018-05"),
        ("PhD", "Eastport College", "2016-09", None),
    ]
    assert positions_of(page, "cv.tex") == [("Research Engineer", "Westmoor Labs", "2019-09", None)]
    assert plain["awards"] == [{"name": "Graduate Award for Excellence", "year": 2018}]


def test_latex_accents_braced_inside_a_group_and_letter_accents() -> None:
    page = r"""
        \documentclass{article}
        \begin{document}
        \section{Experience}
        \textbf{J{\"u}lich Research Center} \hfill Apr 2010 - Jul 2010 \\
        Research Assistant, Fran\c{c}ois Lab \\
        \end{document}
        """
    (post,) = draft_of(page, "cv.tex").plain()["positions"]
    assert (post["organization"], post["department"]) == ("Jülich Research Center", "François Lab")


def test_a_start_date_over_current_in_its_own_cell_is_an_open_end() -> None:
    page = r"""
        \documentclass{article}
        \begin{document}
        \section{Work Experience}
        \begin{tabular}{cl}
            \textsc{October 2024} &\textbf{Northwind Systems, Helsinki}\\
            \textit{\small{(Current)}}
                               &\textit{Kernel Engineer}\\
            \textsc{December 2021 - September 2024} &\textbf{Westmoor Instruments, Bengaluru}\\
                               &\textit{Embedded Software Engineer}\\
            \textsc{May - July} 2018
                               &\textbf{Eastport Development Center, Bengaluru}\\
                               &\textit{Software Development Engineer - Intern}\\
        \end{tabular}
        \end{document}
        """
    assert positions_of(page, "cv.tex") == [
        ("Kernel Engineer", "Northwind Systems", "2024-10", None),
        ("Embedded Software Engineer", "Westmoor Instruments", "2021-12", "2024-09"),
        ("Software Development Engineer - Intern", "Eastport Development Center", "2018-05", "2018-07"),
    ]


def test_a_managers_function_after_a_comma_is_part_of_the_title() -> None:
    text = """\
        Work Experience
        ---------------

        Manager, Data Science – Fraud Defense, Northwind Bank, McLean, VA, 12/2017-Present
        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

        * Led a team.

        Manager, Data Science/PM – Customer Insight, Northwind Bank, Vienna, VA, 03/2017-12/2017
        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        """
    # what follows the dash is the post's speciality, part of the title as written
    assert positions_of(text, "resume.rst") == [
        ("Manager, Data Science – Fraud Defense", "Northwind Bank", "2017-12", None),
        ("Manager, Data Science/PM – Customer Insight", "Northwind Bank", "2017-03", "2017-12"),
    ]


def test_an_acronym_run_into_a_bold_title_is_the_employer() -> None:
    text = """\
        **Experience**
        ==============

        **NWTRAN Software Development Engineer** Huntsville, AL January 2017 - Present

        * Developed software.

        **NWTRAN Co-op Student** Huntsville, AL August 2014 - April 2016

        * Three terms of cooperative education.
        """
    assert positions_of(text, "resume.rst") == [
        ("Software Development Engineer", "NWTRAN", "2017-01", None),
        ("Co-op Student", "NWTRAN", "2014-08", "2016-04"),
    ]


def test_a_hugo_experience_item_named_by_a_degree_is_a_degree_as_well() -> None:
    page = """\
        ---
        widget: experience
        experience:
          - title: Postdoctoral Research Fellow
            company: Universidad de Westmoor
            date_start: '2021-06-01'
            date_end: ''
          - title: PhD in Palaeobiology
            company: Eastport College London
            date_start: '2016-08-01'
            date_end: '2020-09-01'
          - title: PhD Student Representative
            company: Eastport College London
            date_start: '2017-01-01'
            date_end: '2018-01-01'
        ---
        """
    assert degrees_of(page) == [("PhD", "Eastport College London", "2016-08", "2020-09")]
    assert [p[0] for p in positions_of(page)][:2] == ["Postdoctoral Research Fellow", "PhD in Palaeobiology"]


def test_firm_names_made_of_title_words_and_short_names_in_brackets() -> None:
    text = """\
        Experience
        ----------

        Eastport Technology Agency (EasTech)
        Data Engineer
        Dec 2017 - Jan 2018

        Alpha Consulting Engineers Pte Ltd
        System Administrator
        Mar 2014 - Jul 2014
        """
    assert positions_of(text, "cv.txt") == [
        ("Data Engineer", "Eastport Technology Agency (EasTech)", "2017-12", "2018-01"),
        ("System Administrator", "Alpha Consulting Engineers Pte Ltd", "2014-03", "2014-07"),
    ]


def test_what_a_post_in_prose_includes_is_no_organisation() -> None:
    text = """\
        From September 2023 to June 2024, I am an Institute Postdoctoral Fellow at [WMRI](https://wmri.example.org/),
        including participating in the Fall program [*Math + Neuroscience*](https://wmri.example.org/f23/).
        """
    assert positions_of(text) == [("Institute Postdoctoral Fellow", "WMRI", "2023-09", "2024-06")]


def test_an_exchange_year_is_a_visit_and_an_uncompleted_degree_is_left_out() -> None:
    text = """\
        EDUCATION

        * Exchange Year, Institute for Information Sciences, Eastport University, 2024
        * Bachelor Applied Mathematics, Westmoor University of Technology (uncompleted), 2001 - 2002
        """
    draft = draft_of(text, "cv.txt").plain()
    assert degrees_of(text, "cv.txt") == [("visiting", "Eastport University", None, 2024)]
    assert draft["notes"] == ["line 4: BSc at 'Westmoor University of Technology' left out: not completed"]


def test_a_title_heading_over_its_unit_and_a_single_season_or_no_date() -> None:
    text = """\
        ## Professional Experience

        ### **Network Engineer**
        Northwind Limited, Mumbai, India | July 2014 – January 2017
        - Worked on the core network.

        ### **Project Intern**
        Department of Aerospace Engineering, WMI, Bangalore, India | Winter 2013
        - Worked on images.
        """
    assert positions_of(text) == [
        ("Network Engineer", "Northwind Limited", "2014-07", "2017-01"),
        ("Project Intern", "WMI", 2013, 2013),
    ]
    page = """\
        <html><body>
        <h3>Professional Experience</h3>
        <h4>Northwind</h4>
        <p><strong>Design Engineer</strong></p>
        <p>Job Responsibilities</p>
        <ul><li>Developed a regression flow.</li></ul>
        </body></html>
        """
    assert positions_of(page, "cv.html") == [("Design Engineer", "Northwind", None, None)]


def test_a_plain_text_cv_in_a_pre_block_of_a_page_keeps_its_lines() -> None:
    page = """\
        <html><body>
        <a>Berufserfahrung</a>
        <hr>
        <pre>
            09/2022 - heden         IT-Teamleiter MS-AD-Exchange bei
                                    Diakonie Musterstadt gGmbH in Peiting
            07/2019 - 09/2022       IT-Systemadministrator bei
                                    Diakonie Musterstadt gGmbH in Peiting
        </pre>
        </body></html>
        """
    assert positions_of(page, "vita.htm") == [
        ("IT-Teamleiter MS-AD-Exchange", "Diakonie Musterstadt gGmbH", "2022-09", None),
        ("IT-Systemadministrator", "Diakonie Musterstadt gGmbH", "2019-07", "2022-09"),
    ]


def test_a_german_task_line_with_mit_names_no_institution() -> None:
    text = """\
        Berufserfahrung
        ===============

        09/2022 - 12/2022       IT-Teamleiter
            - Neuplanung der Filestruktur mit Hilfe von DFS

        07/2019 - 09/2022       IT-Systemadministrator
            - Windows Server Administration
        """
    assert positions_of(text, "vita.txt") == []  # no employer is named: "mit" is "with", not MIT


def test_a_label_with_an_umlaut_over_entries_led_by_numeric_months() -> None:
    text = """\
        Werdegang
        =========

        Berufstätigkeit
        09/2022 - heute         IT-Teamleiter bei
                                Northwind GmbH in Peiting
        07/2019 - 09/2022       IT-Systemadministrator bei
                                Northwind GmbH in Peiting
        """
    assert positions_of(text, "vita.txt") == [
        ("IT-Teamleiter", "Northwind GmbH", "2022-09", None),
        ("IT-Systemadministrator", "Northwind GmbH", "2019-07", "2022-09"),
    ]


def test_where_a_cv_names_its_owner_past_its_first_lines() -> None:
    rst = """\
        My Resume
        #########

        :date: 2021-10-09 16:30
        :slug: resume

        A word version is online. What follows is a copy of it.

        **Ada Example**
        ===============

        1 Example Drive. Phone: (256)555-0100

        Summary
        =======

        A software engineer.
        """
    assert draft_of(rst, "resume.rst").plain()["name"] == "Ada Example"
    titled = """\
        Resume
        ======

        Ada B. Example, Ph.D.
        ---------------------

        ada AT example DOT org
        """
    assert draft_of(titled, "resume.rst").plain()["name"] == "Ada B. Example"
    details = """\
        Persönliche Daten:

        Name:                   Ada Example
        Geburtsdatum:           09.09.1993

        Werdegang
        =========
        """
    assert draft_of(details, "vita.txt").plain()["name"] == "Ada Example"
    toml = """\
        +++
        title = "Curriculum Vitae"
        +++

        ## Education

        - **PhD in Machine Learning**, University of Eastport, 2020 - now
        """
    assert draft_of(toml).plain()["name"] == "UNKNOWN"  # what the page is, not whose


def test_a_teaching_assistantship_held_at_a_college_is_a_post_one_for_a_course_is_none() -> None:
    text = """\
        ## Teaching Experience

        **Eastport College** · Westmoor, PA
        Teaching Assistant · *Sep 2016 - Present*
        *Courses*: Abstract Algebra, Analysis, Point-Set Topology

        **Westmoor University**
        Teaching Assistant, COMP2211 · *Jan 2015 - May 2015*
        """
    assert positions_of(text) == [("Teaching Assistant", "Eastport College", "2016-09", None)]


def test_an_html_cv_written_with_line_breaks_keeps_its_entries_and_their_lines() -> None:
    page = """\
        <html><body>
        <h2>Work Experience</h2>
        <div>
        Graduate Teaching Assistant, September 2018 - present <br>
        Department of Computer Science, Eastport University <br>
        &bull; Algorithms (CS577), 2018 for Ann Boyd <br>
        <br>
        Course Instructor, July 2016 - August 2016 <br>
        &bull; Microeconomic Theory (ECO206) - with Kim Lee <br>
        <br>
        Graduate Research Assistant, August 2015 - September 2016 <br>
        Department of Economics, Westmoor University <br>
        </div>
        </body></html>
        """
    assert positions_of(page, "cv.htm") == [
        ("Graduate Teaching Assistant", "Eastport University", "2018-09", None),
        ("Course Instructor", "Eastport University", "2016-07", "2016-08"),  # no course as employer
        ("Graduate Research Assistant", "Westmoor University", "2015-08", "2016-09"),
    ]
    text = to_yaml(draft_of(page, "cv.htm"))
    assert "title: Graduate Research Assistant  # line 11" in text  # each line its own number
    assert "# REVIEW: organisation of the entry above" in text


def test_rst_employer_headings_over_title_headings_and_their_dates() -> None:
    text = """\
        Experience
        ==========

        Northwind Systems, Inc.
        -----------------------
        | 117 E. Colorado Blvd.
        | Pasadena, CA 91105

        Senior Software Engineer, Platform Engineering
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        June 2014 - Present

        * Core developer of a benchmarking tool

        Amplify Education
        -----------------

        Systems Engineer
        ~~~~~~~~~~~~~~~~
        March 2012 - May 2014

        Professional Organizations
        ==========================

        * Member, USENIX, 2004-2011

        Education
        =========

        Eastport Wesleyan University
        ----------------------------
        1999 - 2004

        * Enrolled in M.S. in Information Systems. Expected graduation: 2018
        """
    assert positions_of(text, "resume.rst") == [
        ("Senior Software Engineer", "Northwind Systems, Inc", "2014-06", None),
        ("Systems Engineer", "Amplify Education", "2012-03", "2014-05"),  # an employer, no section
    ]  # a membership in a professional organisation is no post
    (degree,) = draft_of(text, "resume.rst").plain()["education"]
    assert (degree["field"], degree["institution"], degree["end"]) == (
        "Information Systems",
        "Eastport Wesleyan University",
        2018,
    )
    bachelor = text.replace(
        "Enrolled in M.S. in Information Systems. Expected graduation: 2018", "B.A. in English"
    )
    assert degrees_of(bachelor, "resume.rst") == [("BA", "Eastport Wesleyan University", 1999, 2004)]


def test_an_about_page_with_a_piped_subtitle_a_past_list_and_quoted_degrees() -> None:
    page = """\
        ---
        layout: about
        subtitle: Principal Research Engineer | <a href="https://x.eg">Eastport Lab</a> | Northwind Ltd.
        ---
        I am a Principal Research Engineer, working for Northwind Ltd. I work on many things.

        #### In the past:
        * Research Associate at the University of Westmoor, working on:
          * [FLOURISH](http://example.org)

        I hold a "PhD in Vehicular Communications" from the [University of Westmoor](https://w.example), where
        I worked with [Prof Ann Boyd](http://a.example). Before that, I got an "MSc in Signal Processing" from
        the [University of Westmoor](https://w.example), and a "BSc in Computer Science" from [WTEI](https://t.example).
        """
    assert positions_of(page) == [
        ("Research Associate", "University of Westmoor", None, None),
        ("Principal Research Engineer", "Northwind Ltd", None, None),
    ]
    assert [(e["degree"], e["field"], e["institution"]) for e in draft_of(page).plain()["education"]] == [
        ("PhD", "Vehicular Communications", "University of Westmoor"),
        ("MSc", "Signal Processing", "University of Westmoor"),
        ("BSc", "Computer Science", "WTEI"),
    ]


def test_grades_short_titles_and_an_acronym_before_a_country() -> None:
    text = """\
        PROFESSIONAL EXPERIENCE

        Software Engineer E2 — Northwind Technology, Barcelona (Dec 2025–Present)
        - Built things.

        Instructor and DevOps Engineer
        WSTAD, Cambodia
        2024 - 2025

        * Graduate RA/TA, Eastport A&M University, 2013-2017
        """
    assert positions_of(text, "cv.txt") == [
        ("Software Engineer E2", "Northwind Technology", "2025-12", None),
        ("Instructor and DevOps Engineer", "WSTAD", 2024, 2025),
        ("Graduate RA/TA", "Eastport A&M University", 2013, 2017),
    ]


# -- tenth round: read from group 13 of the outside pages ------------------------------------------


def test_a_titles_own_abbreviation_in_brackets_is_no_employer() -> None:
    text = """\
        Work Experience
        ======
        - **Junior Research Fellow (JRF), Eastport Centre for Basic Sciences (2018-19)**
        """
    assert positions_of(text) == [
        ("Junior Research Fellow (JRF)", "Eastport Centre for Basic Sciences", 2018, 2019)
    ]


def test_list_items_written_with_markdown_line_breaks_give_title_and_employer() -> None:
    text = """\
        Work experience
        ======
        * 2018--present: Postdoctoral Fellow\\
          Northfield Medical School\\

        * 2012--2016: Graduate Teaching Assistant\\
          University of Eastport\\
        """
    assert positions_of(text) == [
        ("Postdoctoral Fellow", "Northfield Medical School", 2018, None),
        ("Graduate Teaching Assistant", "University of Eastport", 2012, 2016),
    ]


def test_prose_a_title_at_three_organisations_and_a_fellow_from_years() -> None:
    text = """\
        # About

        Previously, I was a research intern at Kestrel Pharma, Deep Harbor, and Northfield AI Institute.
        I was a Westmoor Fellow from 2018-2021.
        """
    plain = draft_of(text).plain()
    assert [(p["title"], p["organization"], p.get("current")) for p in plain["positions"]] == [
        ("Research Intern", "Kestrel Pharma", False),
        ("Research Intern", "Deep Harbor", False),
        ("Research Intern", "Northfield AI Institute", False),
    ]  # "from 2018-2021" says when, and names no employer


def test_posts_under_an_in_the_past_heading_are_past_though_undated() -> None:
    text = """\
        I am a Principal Engineer, working for Example Systems Ltd.

        #### In the past:
        * Research Associate at the University of Eastport, working on:
          * Project Alpha
        * Research Assistant at the University of Eastport.
        """
    plain = draft_of(text).plain()
    past = [
        (p["title"], p.get("current"))
        for p in plain["positions"]
        if p["organization"] != "Example Systems Ltd"
    ]
    assert past == [("Research Associate", False), ("Research Assistant", False)]


def test_a_right_aligned_table_of_dated_rows_is_one_post_a_row() -> None:
    text = """\
        Work History:
        |  Jan 2023 - Current: | Python Developer at Kestrel Games (Tools Team)
        |          Summer 2022 | Project Manager at StudyHub
        |  Summers 2017 & 2019 | Developer Intern at Photon Works
        """
    assert positions_of(text, name="cv.txt") == [
        ("Python Developer", "Kestrel Games", "2023-01", None),
        ("Project Manager", "StudyHub", 2022, 2022),
        ("Developer Intern", "Photon Works", 2017, 2019),
    ]


def test_abbreviated_titles_and_doctors_do_not_end_an_entry() -> None:
    text = """\
        EXPERIENCE

            Jr. Developer at Engine Works
            2009 - 2010

            Sr. Developer, Tidewater Digital
            2010 - 2012
        """
    assert positions_of(text, name="cv.txt") == [
        ("Jr. Developer", "Engine Works", 2009, 2010),
        ("Sr. Developer", "Tidewater Digital", 2010, 2012),
    ]


def test_latex_employer_names_over_dated_titles_in_one_block() -> None:
    text = r"""\documentclass{article}
\begin{document}
\section{Research Experience}

{\bf Eastport Institute of Technology}

\vspace{-.3cm}
{Assistant Professor}
\hfill {\bf September 2023 - Present}

{\bf Kestrel Labs}

\vspace{-.3cm}
{Sr. Research Scientist} \hfill {\bf August 2020 - Present}

\vspace{-.3cm}
{Manager: Prof. Ada Example}
\end{document}
"""
    assert positions_of(text, name="cv.tex") == [
        ("Assistant Professor", "Eastport Institute of Technology", "2023-09", None),
        ("Sr. Research Scientist", "Kestrel Labs", "2020-08", None),
    ]


def test_a_grade_a_coop_and_a_department_written_after_its_university() -> None:
    text = """\
        Professional Experience
        =======================

        **Software Engineer Level 2**, Kestrel Systems, *Jan 2011 - Dec 2011*

        **System Administrator**, Eastport University Dept. of Computer Science, *Jul 2007 - Nov 2008*

        **Testing Automation Coop**, Westmoor Medical Systems, *Apr 2006 - Sep 2006*
        """
    draft = draft_of(text, name="cv.rst").plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in draft["positions"]] == [
        ("Software Engineer Level 2", "Kestrel Systems", None),
        ("System Administrator", "Eastport University", "Dept. of Computer Science"),
        ("Testing Automation Coop", "Westmoor Medical Systems", None),
    ]


def test_a_bold_span_holding_title_and_employer_and_a_town_in_dc() -> None:
    text = """\
        Work Experience
        ---------------
        **Research Associate, Institute for Example Analyses**, *April, 2019 - Present, Alexandria, VA*

        **Student Intern, Eastport Naval Laboratory**, *August, 2018 - April 2019, Washington, D.C.*
        """
    draft = draft_of(text, name="cv.rst").plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in draft["positions"]] == [
        ("Research Associate", "Institute for Example Analyses", None),
        ("Student Intern", "Eastport Naval Laboratory", None),  # "D.C." is the town's, no unit
    ]


def test_an_institution_paragraph_over_a_degree_line_without_one() -> None:
    text = """\
        Education
        ---------
        **University of Eastport**, *December 2018, Springfield, FL*

        B.S. Electrical Engineering - *summa cum laude*
        """
    assert degrees_of(text, name="cv.rst") == [("BSc", "University of Eastport", None, "2018-12")]


def test_a_title_paragraph_over_items_that_each_name_an_employer_and_dates() -> None:
    text = """\
        ## Occupation

        __Teaching Assitant__

        - CS101 Data Science, with Dr. Ada Example, May. 2020 - Aug. 2020, University of Eastport
        - Artificial Intelligence, with Dr. Lin Example, Mar. 2018 - June. 2018, Westmoor University

        __Software Engineer__

        Kestrel Technology Co., Ltd, Hangzhou, China, May. - Aug. 2018

        __Research Assistant__

        - Graphics Group, with Dr. Li-yi Example, University of Northfield, Jun. - Sep. 2017
        """
    draft = draft_of(text).plain()
    assert [(p["title"], p["organization"], p.get("department"), p["start"]) for p in draft["positions"]] == [
        ("Teaching Assistant", "University of Eastport", "CS101 Data Science", "2020-05"),
        ("Teaching Assistant", "Westmoor University", "Artificial Intelligence", "2018-03"),
        ("Software Engineer", "Kestrel Technology Co., Ltd", None, "2018-05"),
        ("Research Assistant", "University of Northfield", "Graphics Group", "2017-06"),
    ]
    assert [m for p in draft["positions"] for m in p.get("mentors", [])] == [
        "Ada Example",
        "Lin Example",
        "Li-yi Example",
    ]


def test_institution_headings_over_degree_paragraphs_and_advisor_lines() -> None:
    text = """\
        ## Education

        ### **Eastport Mellon University** `2019.8 -`

        Ph.D. in Mechanical Engineering
          * Advised by Prof. Ada Example

        ### **Westmoor University** `2015.9 - 2019.6`

        B.Eng. in Measuring and Control

        ## Experience

        ### **Northfield University of Technology** `2018.10 - 2019.3`

        _Advisor: Prof. Lin Example_<br>
        * **Project**: a controller for a pendulum.

        ### **Kestrel University** `2017.9 - 2018.7`

        _Research Assistant, advisor: Prof. Ray Example_<br>
        * **Project:** semantic SLAM.
        """
    assert degrees_of(text) == [
        ("PhD", "Eastport Mellon University", "2019-08", None),
        ("BEng", "Westmoor University", "2015-09", "2019-06"),
    ]
    # an advisor's line names a mentor, no post
    assert positions_of(text) == [("Research Assistant", "Kestrel University", "2017-09", "2018-07")]


def test_a_hugo_year_abroad_and_a_degree_expected_in_a_year() -> None:
    text = """\
        ---
        title: Ada Example
        role: PhD Candidate, Physics
        organizations:
          - name: UC Eastport
        education:
          courses:
          - course: PhD in Physics
            institution: UC Eastport
            year: 2021 (expected)
          - course: Year Abroad
            institution: Westmoor University of Hong Kong
            year: 2012
        ---
        """
    assert degrees_of(text) == [
        ("PhD", "UC Eastport", None, 2021),
        ("visiting", "Westmoor University of Hong Kong", None, 2012),
    ]


# -- tenth round: read from group 14 of the outside pages ------------------------------------------


def test_an_employer_line_over_posts_that_fill_its_years_with_arrows_for_dashes() -> None:
    text = """\
        Professional Experience

        Aug 2017 → Present : Northwind Telecom ◦ Bratislava, Slovakia

        Northwind provides a pan-european cloud platform and infrastructure services to partners
        and affiliates in the wider group. It supports network technology services and general
        purpose platforms, and it modernises the group's product lines.

        Jun 2019 → Present : Technical Lead, IT PaaS, Northwind Cloud

        Aug 2017 → May 2019 : Infrastructure Engineer, CI/CD, Northwind NFVI

        ------------------------------------------------------------------------------

        May 2007 → Dec 2007 : Crystal Games (UK) Ltd ◦ London, United Kingdom

        Systems Engineer : Windows, JScript/WSH, TCP/IP Routing/Switching, Network Security

        Aug 2002 → Oct 2006 : Freelance IT Engineer ◦ Greater London Area, United
        Kingdom
        """
    assert positions_of(text, name="cv.txt") == [
        ("Technical Lead", "Northwind Telecom", "2019-06", None),
        ("Infrastructure Engineer", "Northwind Telecom", "2017-08", "2019-05"),
        ("Systems Engineer", "Crystal Games (UK) Ltd", "2007-05", "2007-12"),
    ]  # the description names no post; a freelancer works for no employer of the entry above


def test_jobs_within_a_students_years_keep_their_own_employers() -> None:
    text = """\
        Experience
        ==========

        Spring 1999 - Spring 2005
         | University of Eastport, Student-IT.

        Summer 2000
         | Kestrel Bank, Vacation temp.
        """
    assert [p[1] for p in positions_of(text, name="cv.rst")] == ["Kestrel Bank"]


def test_posts_under_employer_headings_with_projects_told_between_them() -> None:
    text = """\
        ## EXPERIENCE

        ### Northwind Federal
        `2023-Now` __Computational Science Manager__ Washington, DC

        *Qwirkle Vision Project (2024-2025)* In a first iteration, conceived of and implemented a
        broad area search pipeline that detects anomalous objects. Wireframed a frontend design.

        `2019-2023` __Analytics Associate Manager__ Washington, DC

        ### Kestrel Polling
        `2019` __Lead Data Scientist__ Washington, DC

        *Strengths Coach Bot* Key member of an initiative to prototype a voice coach chat bot. My
        contributions included connecting each piece of the application together and debugging.
        """
    assert positions_of(text) == [
        ("Computational Science Manager", "Northwind Federal", 2023, None),
        ("Analytics Associate Manager", "Northwind Federal", 2019, 2023),
        ("Lead Data Scientist", "Kestrel Polling", 2019, 2019),
    ]


def test_a_degree_whose_university_runs_onto_the_next_line() -> None:
    text = """\
        Education

        Sep 2008 → May 2010 : BSc (Hons.) Computer Networks, Westmoor Hallam
        University, Westmoor, England (1:1, First Class Honours)
        """
    assert degrees_of(text, name="cv.txt") == [("BSc", "Westmoor Hallam University", "2008-09", "2010-05")]


def test_latex_entries_of_an_unknown_class_with_their_titles_in_a_label_column() -> None:
    text = r"""\documentclass{mycv}
\begin{document}
\begin{content}
    \firstentry{Current}{\textbf{Associate Research Scholar}, PGI Fellow}{2026 --}
    \firstentry{Position}{Eastport Gravity Initiative, Eastport University}{}
\end{content}

\begin{content}
    \firstentry{Research}{Black Holes, Gravitational Waves,}{}
    \firstentry{Interests}{Perturbation Theory}{}
\end{content}

\begin{content}
    \altentry{\textbf{EDUCATION}\hfill PhD}{\textbf{Westmoor Institute}, University of Northfield}{2022--26}
    \entry{\textit{Nonlinearities}. Advisor: Ada Example}{}
    \mainentry{BSc}{\textbf{Universidad de Kestrel}, Physics}{2016-21}
\end{content}
\end{document}
"""
    assert positions_of(text, name="cv.tex") == [
        ("Associate Research Scholar", "Eastport University", 2026, None)
    ]
    assert degrees_of(text, name="cv.tex") == [
        ("PhD", "Westmoor Institute", 2022, 2026),
        ("BSc", "Universidad de Kestrel", 2016, 2021),
    ]


def test_degrees_named_by_headings_and_by_the_common_american_abbreviations() -> None:
    text = """\
        ## EDUCATION

        ### MS

        `2024`
        __Eastport Hopkins University__ Artificial Intelligence

        ### BSE
        `2006`
        __University of Westmoor__ Chemical Engineering

        ## More

        - BS/MS, Electrical Engineering, Kestrel Institute of Technology, 2019–Present (Senior)
        - MM, Jazz Arts, Northfield School of Music, 2015–2017
        - BM, Jazz Studies, Eastport School of Music, 2009–2013

        Master of Science in Computer Sciences (**MSCS**), UT Eastport, 2007.
        """
    text = text.replace("## More", "## Degrees")
    assert degrees_of(text) == [
        ("MSc", "Eastport Hopkins University", None, 2024),
        ("BSc", "University of Westmoor", None, 2006),
        ("BSc", "Kestrel Institute of Technology", 2019, None),
        ("MSc", "Kestrel Institute of Technology", None, None),
        ("MSc", "Northfield School of Music", 2015, 2017),
        ("BSc", "Eastport School of Music", 2009, 2013),
        ("MSc", "UT Eastport", None, 2007),  # "(MSCS)" names the degree again, no second one
    ]


def test_prose_a_fellow_of_a_saints_college_and_a_degree_in_a_field_of_three() -> None:
    text = """\
        # About

        I am a Fellow of St. Anne's College at the University of Eastport.

        I received my PhD in Government from Westmoor University and my BA in Philosophy, Politics, and
        Economics from the University of Eastport.
        """
    plain = draft_of(text).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Fellow", "University of Eastport", "St. Anne's College")  # "St." ends no name
    ]
    assert [(e["degree"], e["institution"], e.get("field")) for e in plain["education"]] == [
        ("PhD", "Westmoor University", "Government"),
        ("BA", "University of Eastport", "Philosophy, Politics, and Economics"),
    ]


# -- eleventh round: read from group 15 of the outside pages ---------------------------------------


def test_a_text_cv_dated_by_two_digit_years_in_brackets() -> None:
    text = """\
                         Ravi Example
                      ravi@example.org

        Professional Experience
        =======================

        [16-17] Consultant, Quillon Inc.
        - Physical design flows.

        [13-14] Westmoor Technologies, Senior Staff Engineer
        - Top level floorplan.

        [99-01] Eastport Microsystems, MTS
        - Register file design.

        [94-97] STMicroelectronics, Design Engineer
        - SRAM circuit design.

        [04-05] Contractor @ Kestrel Labs
        - Block level flows.

        Education: I was the best student in my class for all seven years of
                   college level education.

        [1989-93] M.Engg, Electrical Comm, Northfield Institute of Science.
           First class with distinction. Alumni medal, 1990-93

        [1986-89] B.Sc., Physics, Eastport University. First class with
           distinction, Gold medal, 1987/88/89.
        """
    # "[99-01]" runs over the century; "MTS" is a title (Member of Technical Staff), and a firm's
    # name of two capitals run into a word is one name
    assert positions_of(text, name="resume.txt") == [
        ("Consultant", "Quillon Inc", 2016, 2017),
        ("Senior Staff Engineer", "Westmoor Technologies", 2013, 2014),
        ("MTS", "Eastport Microsystems", 1999, 2001),
        ("Design Engineer", "STMicroelectronics", 1994, 1997),
        ("Contractor", "Kestrel Labs", 2004, 2005),
    ]
    # "Education:" in the margin over its wrapped lines opens the section; the honours are no unit
    education = draft_of(text, name="resume.txt").plain()["education"]
    assert [(e["degree"], e["institution"], e["end"], e.get("department")) for e in education] == [
        ("MEng", "Northfield Institute of Science", 1993, None),
        ("BSc", "Eastport University", 1989, None),
    ]


def test_a_title_heading_over_a_line_led_by_its_dates_and_what_was_done() -> None:
    text = """\
        # Marc Example

        # Experience

        ### Postdoctoral Researcher
        **2017 -- 2018** University of Eastport • Eastport, Switzerland
        My research focuses on the snow routine of a rainfall-runoff model.

        ### Consultant intern
        **2008** Kestrel Corporation • Barcelona, Spain
        Environmental control tests of petrol stations.

        ### Gallup
        `2019` __Lead Data Scientist__ Washington, DC
        """
    assert positions_of(text) == [
        ("Postdoctoral Researcher", "University of Eastport", 2017, 2018),
        ("Consultant Intern", "Kestrel Corporation", 2008, 2008),
        ("Lead Data Scientist", "Gallup", 2019, 2019),
    ]


def test_rst_container_entries_after_a_list_and_degrees_written_bare() -> None:
    text = """\
        Education
        =========

        * MS  Data Analytics, 2022
            Westmoor Governors University
        * BS Cybersecurity, 2020
            Kestrel University

        Work Experience
        ===============

        .. container:: resume resume-entry

           .. container:: resume resume-entry-head

              .. container:: resume resume-entry-name

                 Quillon

              .. container:: resume resume-entry-date

                 Sept. 2021 – present

           .. container:: resume resume-entry-subhead

              .. container:: resume resume-entry-title

                Principal Security Engineer

           .. container:: resume resume-entry-description

              * Designing the security of a fast-growing startup.

        .. container:: resume resume-entry

           .. container:: resume resume-entry-head

              .. container:: resume resume-entry-name

                 Object Partners

              .. container:: resume resume-entry-date

                 Feb 2019–May 2021

           .. container:: resume resume-entry-subhead

              .. container:: resume resume-entry-title

                Principal Technical Consultant
        """
    # the next ".. container::", left of the list item above it, ends the item; "Partners" in a
    # firm's name is no title
    assert positions_of(text, name="resume.rst") == [
        ("Principal Security Engineer", "Quillon", "2021-09", None),
        ("Principal Technical Consultant", "Object Partners", "2019-02", "2021-05"),
    ]
    assert degrees_of(text, name="resume.rst") == [
        ("MSc", "Westmoor Governors University", None, 2022),
        ("BSc", "Kestrel University", None, 2020),
    ]


def test_latex_comments_control_spaces_and_a_field_of_research() -> None:
    text = r"""
        \documentclass{article}
        \begin{document}
        \section*{Education}

        \noindent {\bf PhD in Operations Research} \hfill June 2023\\
        %{ Operations Research Center,
        {Eastport Institute of Technology} \\ %\vspace{-.2cm}
        {Thesis}: ???\\

        {\noindent \bf M.Sc.\ in Mathematics}  \hfill June 2018\\
          {National University of Westmoor}\\%\vspace{-0.2cm}
        { Thesis advisor}: {Vincent Y.\ F.\ Tan}

        \section*{Professional Experience}
        \begin{itemize}
        \item  Kestrel AI Research (NYC), {Research Intern} \hfill Summer 2022
        \item  \'Ecole Polytechnique F\'ed\'erale de Northfield, {Research Intern} \hfill Summer 2017
        \item National University of Westmoor, {Research Engineer} \hfill July 2015 -- Aug.\ 2018
        \end{itemize}
        \end{document}
        """
    # a line that is only a comment ends no paragraph; "\\%" is a line break, then a comment;
    # "Aug.\ 2018" is a date; "Thesis: ???" is a field, no section of publications
    assert degrees_of(text, name="cv.tex") == [
        ("PhD", "Eastport Institute of Technology", None, "2023-06"),
        ("MSc", "National University of Westmoor", None, "2018-06"),
    ]
    assert draft_of(text, name="cv.tex").plain()["education"][1]["advisors"] == ["Vincent Y. F. Tan"]
    assert positions_of(text, name="cv.tex") == [
        ("Research Intern", "Kestrel AI Research", 2022, 2022),
        ("Research Intern", "École Polytechnique Fédérale de Northfield", 2017, 2017),
        ("Research Engineer", "National University of Westmoor", "2015-07", "2018-08"),
    ]


def test_a_linked_field_and_a_master_written_m_s_without_its_last_stop() -> None:
    text = """\
        ---
        title: CV
        ---

        Education
        ======
        * 1990: M.S from [Universite Westmoor](http://example.org/ "UW")
        * 1993: [Ph.D](http://example.org/t "Entry") in
          [Mathematical Morphology](https://example.org/mm)
          from
          [Ecole des Mines de Kestrel](http://example.org/mines).
        """
    plain = draft_of(text).plain()
    assert [(e["degree"], e["institution"], e.get("field"), e["end"]) for e in plain["education"]] == [
        ("MSc", "Universite Westmoor", None, 1990),
        ("PhD", "Ecole des Mines de Kestrel", "Mathematical Morphology", 1993),
    ]


def test_an_academic_heading_over_posts_held_with_a_unit_at_a_university() -> None:
    text = """\
        ---
        layout: about
        title:
        ---

        # Academic

        Senior Lecturer with Electrical Engineering
        at the [University of Eastport](http://example.org).

        Previously,

        * Research Associate with Computer Science at
            [Westmoor University](http://example.org/w).
        """
    positions = draft_of(text).plain()["positions"]
    assert [(p["title"], p["organization"], p.get("department"), p.get("current")) for p in positions] == [
        ("Senior Lecturer", "University of Eastport", "Electrical Engineering", None),
        ("Research Associate", "Westmoor University", "Computer Science", False),
    ]


def test_degrees_told_while_studying_and_after_completing_them() -> None:
    text = """\
        ---
        title: Welcome!
        ---

        I am a Master's student in the Robotics program at _ETH Eastport_ graduating in November 2024.

        During my Bachelor's studies in Mechanical Engineering at Westmoor University, I took part in a
        year-long project.

        After completing my Bachelor's degree in 2021 I interned at Kestrel for a year.

        I worked on vision (during my master's at [KIT](https://example.org/kit)), among others.
        """
    plain = draft_of(text).plain()
    assert [(e["degree"], e["institution"], e.get("end")) for e in plain["education"]] == [
        ("MSc", "ETH Eastport", "2024-11"),  # "graduating" ends the name
        ("BSc", "Westmoor University", 2021),  # "I took part" is no unit; the year is the next sentence's
        ("MSc", "KIT", None),  # the bracket the sentence is in ends the name
    ]


def test_a_bio_without_articles_a_possessive_institute_and_two_degrees_sharing_a_field() -> None:
    text = """\
        ---
        name: Paulo Example
        ---
        I am Professor of Software Engineering at the [Informatics Center](http://example.org/c)
        ([video](https://example.org/v)) of the Federal University of Eastport, where I lead a group.
        I am currently the Director of the Informatics Center.

        I have a D.Phil. in Computing from Westmoor University, and an M.Sc. and a B.Sc. in Computer
        Science from Federal University of Eastport. I was Fulbright Visiting Faculty Scholar at
        [KSU](https://example.org/k)'s [Institute for Software Research](https://example.org/i).
        """
    positions = draft_of(text).plain()["positions"]
    assert [(p["title"], p["organization"], p.get("department")) for p in positions] == [
        ("Professor of Software Engineering", "Federal University of Eastport", "Informatics Center"),
        ("Director", "Federal University of Eastport", "Informatics Center"),  # the centre named before
        ("Fulbright Visiting Faculty Scholar", "KSU", "Institute for Software Research"),
    ]
    assert degrees_of(text) == [
        ("PhD", "Westmoor University", None, None),
        ("MSc", "Federal University of Eastport", None, None),
        ("BSc", "Federal University of Eastport", None, None),
    ]


def test_a_third_person_bio_names_its_owner_and_the_field_of_each_post() -> None:
    text = """\
        <html><body><p>Zahra Example is a postdoctoral fellow in Network Security at the
        <a href="https://example.org/5g">5G Innovation Centre</a>, University of Eastport, Eastport, UK.
        From 2017 to 2019, she was postdoctoral in Network Security under the supervision of Prof.
        Mauro Kestrel at the University of Westmoor, Westmoor, Italy.</p></body></html>
        """
    plain = draft_of(text, name="bio.htm").plain()
    assert plain["name"] == "Zahra Example"
    assert [
        (p["title"], p["organization"], p.get("department"), p.get("end")) for p in plain["positions"]
    ] == [
        ("Postdoctoral Fellow in Network Security", "University of Eastport", "5G Innovation Centre", None),
        ("Postdoctoral in Network Security", "University of Westmoor", None, 2019),  # the town is no unit
    ]


def test_a_firm_written_in_lower_case_first_and_an_entry_heading_over_one_line() -> None:
    latex = r"""
        \documentclass{moderncv}
        \begin{document}
        \section{Work Experience}
        \cventry{Apr 2016 -- Feb 2017}{Network Engineer}{\textsc{iKESTREL GmbH}}{Berlin}{}{Built networks.}
        \end{document}
        """
    assert positions_of(latex, name="cv.tex") == [("Network Engineer", "iKESTREL GmbH", "2016-04", "2017-02")]
    rst = """\
        Experience
        ----------

        **Jesuit Novice** at `Society of Eastport <http://example.org>`__
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        *August 2010 - March 2011* (7 months)

        Rigorous prayer and study.

        Skills
        ------

        Those things which enjoy daily use.
        """
    # the dates and one short line under an entry's heading are the heading's, no stack of fields
    assert positions_of(rst, name="resume.rst") == [
        ("Jesuit Novice", "Society of Eastport", "2010-08", "2011-03")
    ]


def test_two_digit_years_marked_by_apostrophes_and_a_scrum_master_is_no_degree() -> None:
    text = """\
        ##EDUCATION/QUALIFICATIONS
        * MSc in Cognitive Science - Westmoor University ('92-'93)
        * MA Hons Philosophy (2:1) - St Eastport ('87-'91)
        * CSM (Certified Scrum Master)
        """
    assert degrees_of(text, name="cv.txt") == [
        ("MSc", "Westmoor University", 1992, 1993),
        ("MA", "St Eastport", 1987, 1991),
    ]


# -- eleventh round: read from group 16 of the outside pages ---------------------------------------


def test_a_text_cv_of_employers_and_titles_each_with_a_colon_before_its_dates() -> None:
    text = """\
        Jeff Example
        jeff@example.org | San Mateo, CA
        Experience
        Quillwork: Dec ‘17 - Present
        Program Manager, Data Analytics and Infrastructure: JAN ‘21 - Present
        Managed a team of analysts.
        Associate Program Manager: JAN ‘20 - DEC ‘20
        Evangelized the contingent workforce program.
        Kestrel: Sales Development Rep: JUN ’15 - APR ‘16
        Order fulfillment and selling of products.
        U.S. Marine Corps: NOV ’01 - SEP ‘10
        Russian Interpreter: 2006 - 2010
        Interpreted between Russian and English during inspections.
        Russian Linguist and Team Manager: 2001 - 2006
        Led a collection team in and around Fallujah, Iraq during Operation Iraqi Freedom
        Education
        University of Eastport: Berkeley - MAY ‘15
        BA - Linguistics
        """
    # "‘17" is 2017; a post with its own years under an employer's line is held there; a line
    # that says what was done ("Interpreted ...", "Led ...") names no employer
    assert positions_of(text, name="resume.txt") == [
        ("Program Manager, Data Analytics and Infrastructure", "Quillwork", "2021-01", None),
        ("Associate Program Manager", "Quillwork", "2020-01", "2020-12"),
        ("Sales Development Rep", "Kestrel", "2015-06", "2016-04"),
        ("Russian Interpreter", "U.S. Marine Corps", 2006, 2010),
        ("Russian Linguist and Team Manager", "U.S. Marine Corps", 2001, 2006),
    ]
    assert degrees_of(text, name="resume.txt") == [
        ("BA", "University of Eastport: Berkeley", None, "2015-05")
    ]


def test_posts_told_in_sentences_under_their_employers_headings() -> None:
    text = """\
        ---
        title: CV
        ---

        ## Work Experience

        ### [Kestrel Semiconductors](https://example.org/k)

        Eindhoven, The Netherlands

        I am currently working as a **Radar Signal Processing Engineer** since Oct 2021. I work on radars.

        I worked as a **Graduate Thesis Intern** from Nov 2020 to Aug 2021. I applied sensor management.

        ### [Westmoor India Pvt. Ltd.](https://example.org/w)

        Bengaluru, India

        I was promoted to **Associate Business Process Consultant** and worked in that capacity from Apr
        to Jul of 2019. I worked across industries.

        ## Education

        ### [Technische Universiteit Eastport](https://example.org/t)

        Delft, Netherlands

        During my master's degree in **Physics** from Aug 2019 to Jul 2021, I Specialized in Radar.
        """
    # a sentence that names no employer is told under its employer's heading; "from Nov 2020" is when
    assert positions_of(text) == [
        ("Radar Signal Processing Engineer", "Kestrel Semiconductors", "2021-10", None),
        ("Graduate Thesis Intern", "Kestrel Semiconductors", "2020-11", "2021-08"),
        ("Associate Business Process Consultant", "Westmoor India Pvt. Ltd.", "2019-04", "2019-07"),
    ]
    assert degrees_of(text) == [("MSc", "Technische Universiteit Eastport", "2019-08", "2021-07")]


def test_a_title_with_a_colon_before_its_employer_and_years_told_early_or_late() -> None:
    text = """\
        <html><body><h2>Employment History</h2>
        <p><b>Research Engineer: RedLizard Software (Nov 2006 &ndash; Jul 2008)</b></p>
        <p>Developed a static analysis tool.</p>
        <p><b>Tutor: University of Eastport (early 2003 &ndash; late 2005)</b></p>
        <p>Taught Haskell.</p>
        <h2>Education</h2>
        <p><b>Bachelor of Science majoring in Computer Science</b><br>Hons. 1st class with a
        University Medal<br>University of Westmoor, Brisbane, Australia.<br>Graduated Dec, 2000.</p>
        <h2>About</h2>
        <p>Currently I'm a Query Engine Technical Director at Quillware and associate researcher at
        KesLab, one of the research units of the institute.</p>
        </body></html>
        """
    assert positions_of(text, name="index.html") == [
        ("Research Engineer", "RedLizard Software", "2006-11", "2008-07"),
        ("Tutor", "University of Eastport", 2003, 2005),
        ("Query Engine Technical Director", "Quillware", None, None),
        ("Associate Researcher", "KesLab", None, None),
    ]
    assert degrees_of(text, name="index.html") == [("BSc", "University of Westmoor", None, "2000-12")]


def test_a_stack_of_short_lines_under_a_heading_is_one_entry_of_degrees_but_not_of_posts() -> None:
    from scholarkg.extract.layout import build_layout
    from scholarkg.extract.markup import parse_lines

    page = "## {section}\n\n### Kestrel Foundry\n\n2016 - 2018\n\nBuilt the test rigs.\n"
    for section, stacked in (("Education", True), ("Experience", False)):
        layout = build_layout(parse_lines(page.format(section=section).split("\n")))
        units = [len(unit.lines) for unit in layout.sections[-1].units]
        # a post's heading takes its dates and one line of what was done itself; a degree's
        # heading keeps the stack of its dates and fields as one entry
        assert units == ([1, 2] if stacked else [1, 1, 1]), section


def test_a_latex_list_in_a_list_of_employers_with_titles_under_them_and_tools_after_a_title() -> None:
    latex = r"""
        \documentclass{article}
        \begin{document}
        \section*{Relevant work experience}
        \begin{itemize}
          \item Eastport Microdata research group, 2017-
          \begin{itemize}
            \item Research Assistant
            \item Collecting and cleaning large datasets
          \end{itemize}
          \item RBB Economics, The Hague, Netherlands, 2018
          \begin{itemize}
            \item Summer Associate
          \end{itemize}
        \end{itemize}
        \end{document}
        """
    # the employer and its years, then the title as the next item (the inner list is flattened)
    assert positions_of(latex, name="cv.tex") == [
        ("Research Assistant", "Eastport Microdata research group", 2017, None),
        ("Summer Associate", "RBB Economics", 2018, 2018),
    ]
    text = """\
        Li Example

        EXPERIENCE
        Kestrel Digital Technology Co.,ltd. (000997,SZ) (Fuzhou, China)        Dec. 2020 – Mar. 2021
        AI Engineer Intern | Python, TensorFlow, Caffe, Linux, Docker, Computer Vision
        """
    assert positions_of(text, name="resume.txt") == [
        ("AI Engineer Intern", "Kestrel Digital Technology Co., ltd", "2020-12", "2021-03")
    ]


def test_a_working_student_holds_a_post() -> None:
    text = """\
        ## Experience

        **Working Student, Kestrel GmbH** (Konstanz, Germany)
        `March 2018 - Present`

        - Kestrel Deep Learning Integration
        """
    assert positions_of(text) == [("Working Student", "Kestrel GmbH", "2018-03", None)]


def test_a_predoctoral_fellowship_told_with_also_and_a_lab_named_with_its_acronym() -> None:
    text = """\
        ---
        title: about
        ---

        I earned my Ph.D. from Image Analysis Laboratory (IAL) at [Eastport University](https://example.org)
        in 2024. My advisor is Dr. Jerry Kestrel. I was also a predoctoral research fellow at Laboratory of
        Behavioral Neuroscience of the National Institute on Westmoor from 2019 to 2023, under the
        supervision of Dr. Susan Quill.
        """
    plain = draft_of(text).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Predoctoral Research Fellow", "National Institute on Westmoor", 2019, 2023)
    ]
    # the lab is a unit of the university; Dr. Quill supervised the fellowship, not the degree
    assert [(e["institution"], e["end"], e["advisors"]) for e in plain["education"]] == [
        ("Eastport University", 2024, ["Jerry Kestrel"])
    ]


def test_a_degree_in_progress_since_a_year_began_then() -> None:
    text = """\
        Education
        ======
        * Ph.D Candidate in Civil Engineering, Technische Universität Eastport (Germany), since 2015
        * M.Sc. in Water Engineering, Westmoor University, 2014
        """
    assert degrees_of(text) == [
        ("PhD", "Technische Universität Eastport", 2015, None),
        ("MSc", "Westmoor University", None, 2014),
    ]


def test_a_canadian_province_after_a_town_is_a_place() -> None:
    text = """\
        ### WORK EXPERIENCE

        - **PointClickCare, September 2012 - May 2013, Mississauga, ON**
        - **Java Developer**
        - Designed, created and maintained UI additions
        """
    plain = draft_of(text).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Java Developer", "PointClickCare", None)
    ]


# -- twelfth round: read from group 17 of the outside pages ----------------------------------------


def test_latex_boxes_and_colours_keep_their_text_and_a_label_column_heads_its_section() -> None:
    text = r"""
        \documentclass{article}
        \newcommand{\EducationEntry}[4]{
            \noindent \textbf{#1} \hfill
            \colorbox{White}{%
                \parbox{6em}{%
                \hfill\color{Black}#2}} \par
            \noindent \textit{#3} \par
            \noindent\hangindent=2em\hangafter=0 \small #4
            \normalsize \par}
        \newcommand{\cvsection}[2]{%
          \noindent
          \parbox[t]{8em}{\raggedright\scshape #1}%
          \parbox[t]{30em}{#2}%
          \par}
        \newcommand{\datedline}[2]{\noindent #1\hfill #2\par}
        \begin{document}
        \section*{Education}
        \EducationEntry{PhD.}{2017-2021}{The University of Eastport}{Supervisor: Bruno Kestrel}
        \EducationEntry{Bachelor of Software Engineering}{2010-2014}{Westmoor University}{}
        \cvsection{Appointments}{%
          \datedline{NASA Postdoctoral Program Fellow, Jet Propulsion Laboratory}{2024--present}
          \datedline{Graduate Researcher, University of Quillon}{2019--2024}
        }
        \end{document}
        """
    # "\colorbox{White}{\parbox{6em}{...#2}}": the box's text is the dates; "\color{Black}" takes
    # one argument, not the dates after it
    assert degrees_of(text, name="cv.tex") == [
        ("PhD", "The University of Eastport", 2017, 2021),
        ("BEng", "Westmoor University", 2010, 2014),
    ]
    assert positions_of(text, name="cv.tex") == [
        ("NASA Postdoctoral Program Fellow", "Jet Propulsion Laboratory", 2024, None),
        ("Graduate Researcher", "University of Quillon", 2019, 2024),
    ]


def test_an_employer_heading_over_its_dates_and_a_title_heading() -> None:
    text = """\
        <html><body>
        <h1>Experience</h1>
        <h2>Quillwork Limited</h2>
        <p>November 2010 - Present</p>
        <h3>Software Engineer</h3>
        <ul><li>Engineering with Python most of the time.</li></ul>
        <h2>Kestrel Microsystems, Inc.</h2>
        <p>February 2008 - January 2009</p>
        <h3>Student Ambassador</h3>
        <ul><li>Organised events on campus.</li></ul>
        </body></html>
        """
    assert positions_of(text, name="resume.html") == [
        ("Software Engineer", "Quillwork Limited", "2010-11", None),
        ("Student Ambassador", "Kestrel Microsystems, Inc", "2008-02", "2009-01"),
    ]


def test_a_month_and_year_written_with_a_slash() -> None:
    text = """\
        ## Experience

        Senior Software Engineer: [Kestrel.com](https://example.org) May/2016 - Mar/2018
        """
    assert positions_of(text) == [("Senior Software Engineer", "Kestrel.com", "2016-05", "2018-03")]


def test_a_leading_research_fellow_and_a_year_after_the_field_of_a_degree() -> None:
    text = """\
        ---
        title: about
        ---

        My name is Ilia Example, currently, I am a leading research fellow at Kestrel Quantum Center. I
        received my PhD in Theoretical Physics in 2020 at Eastport Institute of Technology.
        """
    plain = draft_of(text).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Leading Research Fellow", "Kestrel Quantum Center")
    ]
    assert [(e["degree"], e["field"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("PhD", "Theoretical Physics", "Eastport Institute of Technology", 2020)
    ]


def test_since_a_month_written_with_a_capital_and_a_post_one_had_been() -> None:
    text = """\
        ---
        title: Home
        ---

        Since November 2019, I have been a Post-doctoral Scholar in Knowledge Lab at the University of
        Eastport. Before that, I had been a post-doctoral research fellow at Westmoor Hospital for two
        years (June 2017-October 2019).
        """
    assert positions_of(text) == [
        ("Post-doctoral Scholar", "University of Eastport", "2019-11", None),
        ("Post-Doctoral Research Fellow", "Westmoor Hospital", "2017-06", "2019-10"),
    ]


# -- thirteenth round: read from group 17 of the outside pages -------------------------------------


def test_a_title_written_in_lower_case_after_its_employer_in_a_field_list() -> None:
    text = """\
        Employment history
        ------------------

        :2014-2015: `Kestrel Group`_, backend engineer (Python, Django)
        :2007-2008: Westmoor Service, full stack developer
        :2005-2006: Westmoor Service, enabling employees to upload documents

        .. _Kestrel Group: https://example.org/
        """
    plain = draft_of(text, name="cv.rst").plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Backend Engineer", "Kestrel Group", 2014, 2015),
        ("Full Stack Developer", "Westmoor Service", 2007, 2008),  # no plural head: not a title
    ]


def test_a_grid_table_whose_title_row_spans_the_columns_and_tutoring_for_a_course() -> None:
    text = """\
        CV
        ##

        .. table::

           +-------------------+----------------------------------------------------------+
           | Education                                                                    |
           +===================+==========================================================+
           | since 2015/10     | Scholarship holder of the `Westmoor Fund`_               |
           +-------------------+----------------------------------------------------------+
           | since 2014/10     | Studying M.Sc. Computer Science at Eastport University   |
           +-------------------+----------------------------------------------------------+

        .. table::

           +-------------------+----------------------------------------------------------+
           | Professional Experience                                                      |
           +===================+==========================================================+
           | 2015/11 - 2015/12 | Tutor for the Haskell tutorial                           |
           +-------------------+----------------------------------------------------------+
           | 2014/10 - 2015/02 | Tutor for the Lecture "Software Engineering"             |
           +-------------------+----------------------------------------------------------+
           | 2015/07           | Co-Teacher for the project "Robots" at the Kestrel Camp  |
           +-------------------+----------------------------------------------------------+
           | since 2011/07     | Student Assistant at the Software Systems Lab            |
           +-------------------+----------------------------------------------------------+

        .. table::

           +-------------------+----------------------------------------------------------+
           | (International) Organisations                                                |
           +===================+==========================================================+
           | since 2011/04     | Member of the IEEE Student Branch Eastport               |
           +-------------------+----------------------------------------------------------+

        .. _Westmoor Fund: https://example.org/
        """
    plain = draft_of(text, name="cv.rst").plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Co-Teacher", "Kestrel Camp", "2015-07"),  # the project is what it was for; the camp where
        ("Student Assistant", "Software Systems Lab", "2011-07"),
    ]  # the tutoring names a course and no employer; the memberships are no posts
    assert [(e["degree"], e["institution"], e["start"]) for e in plain["education"]] == [
        ("MSc", "Eastport University", "2014-10")  # not the scholarship's start on the row above
    ]


def test_a_year_the_page_does_not_know_leaves_its_end_of_the_range_empty() -> None:
    plain = draft_of("""\
        ---
        layout: cv
        title: Lena Example's CV
        ---
        # Lena Example

        ## Education

        `2004-200?`
        __MSCS, Eastport University, Eastport, CA__

        `200?-2009`
        __PhD, Eastport University, Eastport, CA__
        """).plain()
    assert [(e["degree"], e.get("start"), e.get("end")) for e in plain["education"]] == [
        ("MSc", 2004, None),  # not a degree of 2004
        ("PhD", None, 2009),
    ]


def test_an_employer_named_in_lower_case_with_its_acronym_after_it() -> None:
    plain = draft_of("""\
        Work experience
        ======
        * Research assistant, Winter 2012 - Spring 2015
          * Image Analysis group, Eastport University, Eastport, Germany

        * Research intern, Spring 2015 - Winter 2015
          * Westmoor marine research center (WMRC), Kiel, Germany
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Research Assistant", "Eastport University", 2012),
        ("Research Intern", "Westmoor marine research center (WMRC)", 2015),  # not the employer above
    ]


def test_headed_entries_under_a_line_of_dates_and_fields_apart_by_semicolons() -> None:
    plain = draft_of(
        """\
        EXPERIENCE:

        ** Jul. 2018 - Present **

        I am currently exploring a few different ideas.


        ** Software Engineer; Kestrel; Feb. 2017 - Jul. 2018 **

        As a full-stack developer, I helped build a program for hosts. I worked on the supply side
        and on the tools for standards.


        ** Web Developer; Westmoor Faculty Association; 2010 - 2011 **

        Designed, built, and maintained the association's site.
        """,
        "resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Software Engineer", "Kestrel", "2017-02", "2018-07"),  # not one entry with the dates above
        (
            "Web Developer",
            "Westmoor Faculty Association",
            2010,
            2011,
        ),  # not "Web Developer; Westmoor Faculty"
    ]


def test_a_second_post_joined_by_and_without_an_article_and_a_known_town_after_in() -> None:
    text = """\
        ---
        title: Anke Example
        ---

        Anke Example is *Professor of Incomplete Data* at the University of Eastport and *Principal
        Scientist* at Kestrel Research in London. Her interests include growth charts.
        """
    assert positions_of(text) == [
        ("Professor of Incomplete Data", "University of Eastport", None, None),
        ("Principal Scientist", "Kestrel Research", None, None),  # London is where, no part of the name
    ]


def test_a_capitalised_department_of_an_institution_and_a_town_with_its_state() -> None:
    plain = draft_of("""\
        ---
        title: Home
        ---

        I am a data scientist. And even before that, I was a Ph.D. student at Electrical and Computer
        Engineering Department of Northeastern University, Boston MA.
        """).plain()
    assert [(e["degree"], e["institution"], e.get("department")) for e in plain["education"]] == [
        ("PhD", "Northeastern University", "Electrical and Computer Engineering Department")
    ]


# -- thirteenth round: read from group 18 of the outside pages -------------------------------------


def test_a_post_inside_a_group_at_an_institution_in_a_town_and_a_research_interface() -> None:
    plain = draft_of("""\
        ---
        layout: about
        title: About
        ---

        # Biography
        I'm a researcher at the interface of Robotics, Perception, Learning and Control inside the
        Heron research group at Kestrel Institute.
        Before that, I was a postdoctoral researcher inside the Gannet research group at LAAS-CNRS
        in Toulouse, France.
        """).plain()
    assert [
        (p["title"], p["organization"], p.get("department"), p.get("kind")) for p in plain["positions"]
    ] == [
        ("Researcher", "Kestrel Institute", "Heron research group", "affiliation"),
        ("Postdoctoral Researcher", "LAAS-CNRS", "Gannet research group", None),  # a post, no membership
    ]


def test_a_kind_label_before_the_title_and_a_brand_in_lower_case_after_an_at_sign() -> None:
    plain = draft_of("""\
        Work experience
        ======
        * Summer 2017 Internship: English data program specialist @ kestrelio, Shanghai
          * Data cleansing by Python
        """).plain()
    assert [(p["title"], p["organization"], p.get("kind"), p["start"]) for p in plain["positions"]] == [
        ("English Data Program Specialist", "kestrelio", "internship", 2017)
    ]


def test_aligned_role_and_duration_fields_under_an_underlined_employer() -> None:
    plain = draft_of(
        """\
        Current Professional Involvement
        ================================

        Kestrelworks
        -------------

        Role     : Application Developer
        Location : Bangalore
        Duration : Nov 2015 – Present

        Developer on the test automation team.

        Past Professional Experience
        ============================

        Freelance Web Developer
        -----------------------

        Location : Kolkata
        Duration : Sep 2009 – Dec 2011
        """,
        "cv.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Application Developer", "Kestrelworks", "2015-11", None)  # freelance work names no employer
    ]


def test_the_terms_of_a_post_and_the_firm_that_placed_it_are_no_part_of_the_employer() -> None:
    text = """\
        Experiences
        -----------

        December 2020 - Present: Embedded Linux and kernel Engineer
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        Permanent job in `Kestrelworks`_, Paris.

        * Linux kernel porting and device driver development.

        August 2011 - February 2014: Embedded system software engineer
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        Permanent job in Westmoor Aero on behalf of Gannet High Tech.

        October 2010 - February 2011: VHDL Processor Designer
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        Internship of 5 months in Heron Microelectronics Lab.

        .. _Kestrelworks: https://example.org/
        """
    plain = draft_of(text, name="cv.rst").plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Embedded Linux and Kernel Engineer", "Kestrelworks", "2020-12"),
        ("Embedded System Software Engineer", "Westmoor Aero", "2011-08"),
        ("VHDL Processor Designer", "Heron Microelectronics Lab", "2010-10"),  # not "Professor"
    ]


def test_a_post_at_a_university_and_a_laboratory_and_a_thesis_named_below_the_degrees() -> None:
    plain = draft_of("""\
        ## Education

        - **University of Eastport** · Eastport, Brazil
          *Ph.D. in Applied Mathematics* · *03/2020 - 05/2024*
        - *M. Sc. in Applied Mathematics* · *03/2018 - 03/2020*
        - *Bachelor's degree in Applied Mathematics* · *02/2014 - 12/2017*
        - Ph.D. thesis: Analysis of finite-volume advection schemes on cubed-sphere grids.

        ## Experience

        - **Kestrel University and Gannet Fluid Dynamics Laboratory** · Kestrel, NJ, USA
          *Postdoctoral Researcher Associate* · *07/2024 - Present*
        - **Institute of Mathematics, University of Eastport** · Eastport, Brazil
          *Graduate Researcher Student* · *03/2018 - 05/2024*
        """).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Postdoctoral Researcher Associate", "Kestrel University"),  # one post at each employer
        ("Postdoctoral Researcher Associate", "Gannet Fluid Dynamics Laboratory"),
        ("Graduate Researcher Student", "University of Eastport"),  # a researcher, paid: a post
    ]
    assert [(e["degree"], e.get("thesis")) for e in plain["education"]] == [
        ("PhD", "Analysis of finite-volume advection schemes on cubed-sphere grids"),
        ("MSc", None),
        ("BSc", None),
    ]


def test_a_master_of_research_is_a_masters_degree() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        \section{Education}
        \begin{itemize}
          \item Ph.D. in Economics, Eastport University Institute \hfill 2011--2016
          \item M.Res. in Economics, Eastport University Institute \hfill 2012
        \end{itemize}
        \end{document}
        """,
        "cv.tex",
    ).plain()
    assert [(e["degree"], e["end"]) for e in plain["education"]] == [("PhD", 2016), ("MSc", 2012)]


def test_an_employers_name_linked_to_its_site_before_a_colon_is_no_label() -> None:
    plain = draft_of(
        """\
        <h2 id="ada-example">ADA EXAMPLE</h2>
        <p><strong>Email:</strong> <a href="mailto:ada@example.org">ada@example.org</a></p>
        <hr>
        <p>EXPERIENCE</p>
        <h4><a href="https://k.org">Kestrelnet</a>: <strong>System administrator</strong>, (2012 – 2013):</h4>
        <p>report to CTO</p>
        <ul><li>Support and maintenance of the staging environments.</li></ul>
        <h4><a href="https://g.org">Gannetworks</a>: <strong>Support engineer</strong>, (2010 – 2011):</h4>
        <ul><li>Monitoring.</li></ul>
        """,
        "cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("System Administrator", "Kestrelnet", 2012),
        ("Support Engineer", "Gannetworks", 2010),
    ]


def test_a_range_with_a_slash_between_spaces_and_a_brand_written_in_camel_case() -> None:
    brand = """\
        ## Experience

        * **2017-10 - present, Research Data Scientist, kestrelHealthcare**
        """
    assert positions_of(brand) == [("Research Data Scientist", "kestrelHealthcare", "2017-10", None)]
    slash = """\
        ## Experience

        ### Westmoor Bank Oct. 2014 / Present

        #### Consultant

        Hired to work on a project called DSL.
        """
    assert positions_of(slash) == [("Consultant", "Westmoor Bank", "2014-10", None)]  # not Oct. 2014 only


def test_a_hugo_course_year_that_the_bio_shows_is_the_year_the_degree_began() -> None:
    draft = draft_of("""\
        ---
        title: Lin Example
        education:
          courses:
          - course: MEng in Computer Science
            institution: Eastport University
            year: 2014
          - course: BSc in Software Engineering
            institution: Westmoor University
            year: 2010
        ---

        Lin Example is a Ph.D. student. Before that, he received a Master degree from School of
        Computer Science at Eastport University in June, 2017, working with Prof. Ada Example. He
        obtained the Bachelor degree in Westmoor University (2010 - 2014).
        """)
    plain = draft.plain()
    assert [(e["degree"], e.get("start"), e["end"]) for e in plain["education"]] == [
        ("MEng", 2014, "2017-06"),
        ("BSc", 2010, 2014),
    ]


def test_a_degrees_field_then_in_and_the_university() -> None:
    plain = draft_of("""\
        ---
        title: About
        ---

        Before that, I graduated with honors and obtained my Bachelor's degree in mechanical
        engineering in University of Eastport Science and Technology (UEST), Chengdu, China, in 2016.
        """).plain()
    assert [(e["degree"], e["field"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "mechanical engineering", "University of Eastport Science and Technology", 2016)
    ]


def test_paragraphs_left_open_in_html_and_a_letter_grade_are_no_institution() -> None:
    from scholarkg.extract.htmlpage import html_lines

    rendered, _ = html_lines(
        textwrap.dedent("""\
            <section>
                <h2 id="education">Education</h2>
                <p><b>2014</b> Cryptography I, Kestrel University Online Course
                <p><b>2006 – 2012</b> Westmoor National University, master’s degree.
            </section>
            """)
    )
    assert [text for _, text in rendered][2:5] == [
        "**2014** Cryptography I, Kestrel University Online Course",
        "",  # the next <p> opens a paragraph of its own, as a browser shows it
        "**2006 – 2012** Westmoor National University, master’s degree.",
    ]
    text = draft_of(
        """\
        EDUCATION
        Bachelor of Science in Computer Science
        GPA: A+ (Summa Cum Laude)
        """,
        "resume.txt",
    ).plain()
    assert "education" not in text  # a grade names no university


# -- fourteenth round: what the read groups still missed -------------------------------------------


def test_a_pandoc_em_dash_between_employer_and_title_and_one_year_in_brackets() -> None:
    plain = draft_of("""\
        # Robin Hale

        ## Work Experience

        ### Kestrel Search --- Software Engineering Intern, Ranking (2013--2014)

        Improved the ranking service.

        ## Research Experience

        ### Eastport University --- Research Assistant (2014)

        -   Went on with the honours project.
        """).plain()
    assert [
        (p["organization"], p["title"], p.get("department"), p["start"], p["end"]) for p in plain["positions"]
    ] == [
        ("Kestrel Search", "Software Engineering Intern", "Ranking", 2013, 2014),
        ("Eastport University", "Research Assistant", None, 2014, 2014),
    ]


def test_a_plain_text_cv_of_labelled_fields_names_title_employer_and_school() -> None:
    plain = draft_of(
        """\
        Robin Hale

        ---
        EXPERIENCE
        ---
        Position Title: Architectural Drafter
        Employer Name: Hollis Marsh Architect
        Location: Eastport, WA, USA
        Dates: October 2018 - December 2021
        * Created drawings.

        ---
        EDUCATION
        ---
        Degree: Master of Science
        School: Eastport Washington University
        Location: Eastport, WA, USA
        Dates: September 2019 - June 2021
        Major: Applied Mathematics
        """,
        "resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Architectural Drafter", "Hollis Marsh Architect", "2018-10", "2021-12")
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Eastport Washington University", "2021-06")
    ]


def test_a_latex_entry_macro_with_an_optional_first_parameter_and_an_emptiness_test() -> None:
    from scholarkg.extract.latexdoc import latex_lines

    lines = latex_lines(
        textwrap.dedent(r"""
            \documentclass{article}
            \newcommand*{\cventryx}[5][.20em]{
              \begin{tabular}{@{}l}
                {\bfseries #4}
              \end{tabular}
              \hfill
              \begin{tabular}{l@{}}
                {\itshape #3}
              \end{tabular}
              \ifx&#5&%
              \else{\\%
                \small#5%
              }\fi%
              \par\addvspace{#1}}
            \begin{document}
            \section{Education}
            {\cventryx{Sept 2017 -- Present}{PhD. Artificial Intelligence}{Westmoor College}{}}
            \end{document}
            """)
    )
    # the four braced arguments are #2 to #5; #5 is empty, so its branch is not taken
    assert [text for _, text in lines if text] == [
        "## Education",
        "Westmoor College",
        "PhD. Artificial Intelligence",
    ]


def test_spans_set_side_by_side_are_fields_and_two_titles_with_a_slash_are_one_post() -> None:
    from scholarkg.extract.htmlpage import html_lines

    rendered, _ = html_lines(
        '<html><body><div class="date"><span>2014</span><span>2017</span></div>'
        '<p><span class="place">Kestrel</span><span class="location">Eastport</span></p></body></html>'
    )
    assert [text for _, text in rendered if text] == ["2014 · 2017", "Kestrel · Eastport"]
    plain = draft_of("""\
        # Robin Hale

        ## Experience

        2017 – present

        ### Consultant / Full Stack Developer

        Kestrel Systems · Eastport

        - Acting as a tech lead.
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Consultant / Full Stack Developer", "Kestrel Systems", 2017)
    ]


def test_a_comma_inside_an_enumeration_of_fields_is_part_of_the_employers_name() -> None:
    plain = draft_of(
        """\
        ---
        widget: experience
        experience:
          - title: Professor
            company: Instituto Federal de Educação, Ciências e Tecnologia de Valmonte
            date_start: '2017-09-06'
            date_end: ''
          - title: Research Fellow
            company: Department of Physics, Eastport University
            date_start: '2012-01-01'
            date_end: '2016-12-31'
        ---
        """,
        "content/home/experience.md",
    ).plain()
    assert [(p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Instituto Federal de Educação, Ciências e Tecnologia de Valmonte", None),
        ("Eastport University", "Department of Physics"),
    ]


def test_a_specialist_diploma_is_a_masters_degree() -> None:
    plain = draft_of(
        """\
        Education
        ---------

        **Valmonte State University named after A.B.Petrov**,  *2009 - 2014*

        - Diploma (specialist, Applied Mathematics and Computer Science)
        """,
        "resume.rst",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Valmonte State University named after A.B.Petrov", 2014)
    ]


def test_an_employer_heading_over_a_bold_title_with_its_dates_on_the_line_under_it() -> None:
    plain = draft_of("""\
        # Robin Hale

        ## Experience

        ### Kestrel Exchange

        **Software Engineer**
        Jan 2022 - Mar 2023 · 1 yr 3 mos
        Eastport, United Kingdom

        My most memorable work there was on the trading backend.
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Software Engineer", "Kestrel Exchange", "2022-01", "2023-03")
    ]


def test_a_french_head_noun_after_lead_keeps_the_technologies_that_qualify_it() -> None:
    plain = draft_of(
        """\
        Expériences
        -----------

        :2008 - 2013 : | **Lead développeur PHP5/Drupal/Symfony – LaToileverte – Paris**
                | Référent technique sur l'offre Drupal de l'agence
        """,
        "cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Lead Développeur PHP5/Drupal/Symfony", "LaToileverte", 2008, 2013)  # capitalised as titles are
    ]


def test_a_title_in_sentence_case_under_its_employers_heading() -> None:
    plain = draft_of("""\
        # Robin Hale

        ## Work history

        ### X5 Soluções Digitais

        Full stack engineer

        02/2020 - 11/2020

        As a member of the team I built the billing service.
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Full Stack Engineer", "X5 Soluções Digitais", "2020-02", "2020-11")
    ]


def test_berufliche_erfahrungen_heads_a_section_of_posts() -> None:
    plain = draft_of("""\
        # Robin Hale

        ### Berufliche Erfahrungen

        `07/2023 - 03/2024`
        **Weiterbildung UX/UI-Design, Scrum Master (PSM-I)** | Kestrel Akademie GmbH | Berlin

        `11/2018 - 10/2020`
        **Production Editor** | Kestrel Verlag GmbH | Berlin

        - Buchprojektsteuerung von Manuskript bis Druck
        """).plain()
    # "Weiterbildung" is further training: the course taken above is no post
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Production Editor", "Kestrel Verlag GmbH", "2018-11", "2020-10")
    ]


def test_a_known_town_after_the_employer_is_where_it_is_and_a_firm_named_like_a_town_stays() -> None:
    plain = draft_of(
        """\
        Robin Hale
        ==========

        Work experience
        ---------------

        **Senior Software Engineer, Kestrel IT, Saratov**, *Sep 2020 - Present*

        **Test Engineer, Kestrel Polska Sp. z o.o., Wrocław**, *Mar 2013 - Oct 2015*

        **Research Engineer, Toyota**, *Jan 2010 - Feb 2013*
        """,
        "resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Senior Software Engineer", "Kestrel IT", None),
        ("Test Engineer", "Kestrel Polska Sp. z o.o", None),
        ("Research Engineer", "Toyota", None),  # alone, a town's name is the employer's
    ]


def test_a_known_town_after_in_is_where_the_employer_is_unless_a_university_is_named_so() -> None:
    from scholarkg.extract.prose import org_parts

    assert org_parts("Kestrel Organisation for Applied Research TNO in Leiden") == [
        "Kestrel Organisation for Applied Research TNO"
    ]
    assert org_parts("Washington University in St. Louis") == ["Washington University in St. Louis"]


def test_months_and_open_ends_in_the_languages_pages_are_written_in() -> None:
    from scholarkg.extract.dates import find_ranges

    def spans(text: str) -> list[tuple[object, object, bool]]:
        return [(r.start and r.start.value(), r.end and r.end.value(), r.open_end) for r in find_ranges(text)]

    assert spans("janvier 2019 – mars 2021") == [("2019-01", "2021-03", False)]
    assert spans("enero de 2020 - actualidad") == [("2020-01", None, True)]
    assert spans("set. 2019 – out. 2021") == [("2019-09", "2021-10", False)]  # Portuguese
    assert spans("März 2018 - heute") == [("2018-03", None, True)]
    assert spans("Июль 2023 — настоящее время") == [("2023-07", None, True)]


def test_a_russian_cv_names_its_sections_degrees_and_posts_in_cyrillic() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        \section{Опыт работы}
        \textbf{Ведущий продуктовый аналитик — ВкусЛавка} · Июль 2023 — настоящее время

        \section{Образование}
        2025 & Бакалавр, Экономика — \textbf{МГУ им. М.В. Ломоносова}, Москва \\
        \end{document}
        """,
        "cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Ведущий продуктовый аналитик", "ВкусЛавка", "2023-07")  # in sentence case, as written
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "МГУ им. М.В. Ломоносова", 2025)
    ]


def test_a_title_heading_over_its_employer_and_dates_and_what_was_done_in_one_paragraph() -> None:
    plain = draft_of("""\
        # Robin Hale

        ## Experience

        ### Software Engineer
        Kestrel Works | 2023 - 2025
        Built the shop front and made its pages load faster.

        ## Fellowships

        **Eastport Space Science Fellowship**, 2017 to 2021
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Software Engineer", "Kestrel Works", 2023, 2025)
    ]


def test_a_vietnamese_cv_names_its_sections_posts_and_degrees() -> None:
    plain = draft_of("""\
        # Nguyễn Thanh An

        ## Kinh nghiệm làm việc

        ### Lập trình viên Front-end
        Công ty Hải Âu | 2023 - 2025
        Phát triển giao diện người dùng cho website thương mại điện tử.

        ## Học vấn

        ### Đại học Khoa Học
        2020 - 2024
        Cử nhân ngành Khoa học Máy tính
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Lập Trình Viên Front-end", "Công ty Hải Âu", 2023, 2025)
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Đại học Khoa Học", 2024)
    ]


def test_a_degree_written_as_a_restructuredtext_field_list_with_values_under_the_fields() -> None:
    plain = draft_of(
        """\
        Robin Hale
        ==========

        Education
        =========

        :University:
          VŠB – Technical University of Eastport
        :Faculty:
          Faculty of Electrical Engineering and Computer Science
        :Title:
          Bachelor (Bc.)
        :Year:
          2011-2014
        :Thesis:
          Complex Network Analysis of Evolutionary
          Algorithms
        """,
        "cv.rst",
    ).plain()
    assert [
        (e["degree"], e["institution"], e["department"], e["end"], e["thesis"]) for e in plain["education"]
    ] == [
        (
            "BSc",
            "VŠB – Technical University of Eastport",  # not "University", the first field's label
            "Faculty of Electrical Engineering and Computer Science",
            2014,
            "Complex Network Analysis of Evolutionary Algorithms",
        )
    ]


# -- fifteenth round: group 20 read --------------------------------------------------------------


def test_a_french_html_cv_with_months_cut_short_against_their_years() -> None:
    draft = draft_of(
        """\
        <html><body>
        <h1 class="name">Camille<br>Durand</h1>
        <h2>Ma formation</h2>
        <h3>oct.2015 - juin 2016</h3>
        <p>Master Gestion de Projet - Université Lyon 2</p>
        <h3>oct.2011 - juin 2014</h3>
        <p>Licence 3ème année Lettres Modernes - Université Rennes 2</p>
        <h2>Mon expérience</h2>
        <p>déc.2020 - fév.2021 <span class="job">Stage Développeur Web</span> -
          <span class="place">Atelier Nord LILLE</span></p>
        <p>Création de sites web</p>
        <p>jan.2017 - nov.2019 <span class="job">Coordinateur de formation</span> -
          <span class="place">Langues Plus</span></p>
        <p>fév.2015 - mars 2016 <strong>Chef d'équipe accueil</strong> -
          <span class="place">Hôtel du Parc</span></p>
        </body></html>
        """,
        "cv.html",
    )
    plain = draft.plain()
    assert plain["name"] == "Camille Durand"  # the page's <h1>, broken over two lines for its look
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Stage Développeur Web", "Atelier Nord", "2020-12", "2021-02"),  # "LILLE": its town
        ("Coordinateur de Formation", "Langues Plus", "2017-01", "2019-11"),
        ("Chef d'équipe Accueil", "Hôtel du Parc", "2015-02", "2016-03"),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Université Lyon 2", "2016-06"),
        ("BSc", "Université Rennes 2", "2014-06"),  # the Licence under the second dates heading
    ]


def test_a_month_cut_short_by_a_full_stop_needs_no_space_before_its_year() -> None:
    from scholarkg.extract.dates import heading_dates, parse_date

    assert parse_date("Oct.2015") is not None and parse_date("Oct.2015").value() == "2015-10"
    dates = heading_dates("oct.2015 - juin 2016")
    assert dates is not None and (dates[0].value(), dates[1].value()) == ("2015-10", "2016-06")


def test_chef_is_a_title_only_as_the_head_of_a_french_one() -> None:
    plain = draft_of("""\
        ## Technical Experience

        Cloud : Openstack, AWS, DigitalOcean

        IaC : git, Ansible, Terraform, StackStorm, Chef

        ## Expérience

        2019 - 2021 Chef de projet informatique chez Orange
        """).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Chef de Projet Informatique", "Orange")
    ]


def test_a_second_post_under_an_employer_bullet_after_the_first_posts_duties() -> None:
    plain = draft_of("""\
        Work experience
        ------

        * **Example Bank**
          * Data Engineer (November 2023 - Present)
            * Built pipelines.
          * Junior Data Engineer BI (September 2022 - October 2023)
            * Built dashboards.
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Data Engineer", "Example Bank", "2023-11"),
        ("Junior Data Engineer BI", "Example Bank", "2022-09"),  # "BI" is its field, no employer
    ]


def test_a_degree_not_completed_with_the_reason_in_its_bracket_is_left_out() -> None:
    plain = draft_of("""\
        Education
        ------
        * **MSc. in Data Science, University of Amsterdam, 2021-2022**
        * **MSc. in Business Informatics (not completed: 61/120 ECTS), Utrecht University, 2020-2021**
        * **BSc. in Business IT, Hogeschool Utrecht/University of Applied Sciences Utrecht, 2014-2018**
        """).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "University of Amsterdam", 2022),
        ("BSc", "Hogeschool Utrecht", 2018),  # one school named in Dutch and in English
    ]


def test_an_undergraduate_studying_a_field_at_a_university() -> None:
    plain = draft_of("""\
        Hello! I'm Sam Lee, and I'm an undergraduate studying Computer Science at UC Berkeley with an
        interest in computer architecture.
        """).plain()
    assert [(e["degree"], e["field"], e["institution"]) for e in plain["education"]] == [
        ("BSc", "Computer Science", "UC Berkeley")
    ]


def test_a_hugo_experience_item_of_an_undergraduate_student_is_the_bachelors() -> None:
    plain = draft_of("""\
        +++
        widget = "experience"
        [[experience]]
          title = "Research Assistant"
          company = "UT-Austin, CVC Lab"
          date_start = "2019-07-01"
          date_end = "2019-10-01"
        [[experience]]
          title = "Undergrad Student"
          company = "Beijing Univ of Posts and Telecomm"
          date_start = "2016-09-01"
          date_end = "2020-07-01"
        +++
        """).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Research Assistant", "UT-Austin", "CVC Lab")  # the lab is a unit of the university
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Beijing Univ of Posts and Telecomm", "2020-07")
    ]


def test_an_acronym_of_the_field_before_the_university_is_no_institution() -> None:
    plain = draft_of("""\
        Education
        B.Tech – CSE (Data Science Specialization), SVKM’s NMIMS University, Chandigarh (2022 – 2026)
        - B.E Electronics & Communication Engineering, PPG Institute of Technology, Coimbatore
          (2018 – 2022)
        """).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BEng", "SVKM’s NMIMS University", 2026),
        ("BEng", "PPG Institute of Technology", 2022),  # "B.E" without its last full stop
    ]


def test_a_bold_employer_may_name_itself_with_words_in_lower_case() -> None:
    plain = draft_of("""\
        ## Experience

        - **FPT Telecom International** · Hanoi, Vietnam
        *Software Engineer* · *Apr 2021 - Feb 2022*

        - **ICTS custom software** · Hanoi, Vietnam
        *Software Engineer* · *Aug 2020 - Apr 2021*
        """).plain()
    assert [(p["organization"], p["start"]) for p in plain["positions"]] == [
        ("FPT Telecom International", "2021-04"),
        ("ICTS custom software", "2020-08"),  # not the employer above, by a guess
    ]


def test_restructuredtext_fields_under_an_employers_heading() -> None:
    plain = draft_of(
        """\
        Experience
        ----------

        Curiosity
        ^^^^^^^^^
        :Position: Senior Software Engineer
        :Dates: June 2013 - September 2013 (Part-time Contractor),
                September 2013 - Present (Full-time Employee)
        :Location: Chicago, IL

        * Major contributor to a project that moved data into an internal MySQL database
          utilizing CouchDB

        Call One
        ^^^^^^^^
        :Position: Software Engineer
        :Dates: August 2012 - September 2013
        :Location: Chicago, IL

        Education
        ---------

        Purdue University
        ^^^^^^^^^^^^^^^^^
        :Degree: B.S. Computer Science
        :Dates: August 2003 - December 2007
        :Location: West Lafayette, IN
        """,
        "resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Senior Software Engineer", "Curiosity", "2013-06", None),  # on to now, over two ranges
        ("Software Engineer", "Call One", "2012-08", "2013-09"),
    ]  # the item under the fields is what was done there, no post at "MySQL"
    assert [(e["degree"], e["field"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Computer Science", "Purdue University", "2007-12")  # the heading names the school
    ]


def test_a_russian_title_keeps_the_subjects_it_lists_after_its_head_noun() -> None:
    plain = draft_of(
        """\
        Опыт работы
        ===========

        2021 — 2025 | МБОУ "СОШ № 7 г. Энска"
        -------------------------------------
        *Учитель истории, обществознания и МХК*

        * Преподавание предметов гуманитарного цикла.

        2015 — 2018 | ЦДО "Полёт"
        -------------------------
        *Педагог дополнительного образования*
        """,
        "resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Учитель истории, обществознания и МХК", 'МБОУ "СОШ № 7 г. Энска"', 2021),
        ("Педагог дополнительного образования", 'ЦДО "Полёт"', 2015),
    ]


def test_a_bachelors_degree_named_by_its_kind_under_the_school_and_its_dates() -> None:
    plain = draft_of("""\
        ## Education
        **Universidad de Ejemplo**
        ``(Sep 2007 – Jan 2012)``

        Bachelor's degree in Computer Engineering

        `Sep. 2013 - Jun. 2017`
        __B.A Business Economics__   University of California, Riverside, GPA 3.5/4.0
        """).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Universidad de Ejemplo", "2012-01"),
        ("BA", "University of California, Riverside", "2017-06"),  # "B.A" without its last full stop
    ]


def test_the_academicpages_demo_post_at_max_plank_institute_for_is_left_out() -> None:
    draft = draft_of("""\
        ---
        layout: archive
        title: "CV"
        ---
        Work experience
        ======
        * Summer 2015: Research Assistant
          * Max Plank Institute for
          * Duties included: Tagging issues
          * Supervisor: Professor Git
        * 2019-2021: Data Analyst
          * Example Analytics Ltd
        """)
    assert [(p["title"], p["organization"]) for p in draft.plain()["positions"]] == [
        ("Data Analyst", "Example Analytics Ltd")
    ]


def test_a_post_for_no_employer_is_left_out() -> None:
    draft = draft_of("""\
        ## Work Experience

        Freelance English Teacher · Freelance · 2021 – 2023

        ### Web Security Researcher
        *Self-Employed (Remote) · 08/2024–Present*

        ### Security Analyst @ [ExampleProof](https://example.com/)
        *05/2025 – 12.2025*
        """)
    assert [(p["title"], p["organization"]) for p in draft.plain()["positions"]] == [
        ("Security Analyst", "ExampleProof")
    ]  # a freelancer and the self-employed work for no organisation the page names


def test_romance_titles_run_on_over_de_and_a_title_word() -> None:
    plain = draft_of("""\
        ## Expérience

        avr.2010 - déc.2015 Chargé relations clients / Assistant du Directeur - Regus PARIS + ESPAGNE

        2008 - 2010 Ingeniero de Software en Globant
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Chargé Relations Clients / Assistant du Directeur", "Regus", "2010-04"),  # the towns apart
        ("Ingeniero de Software", "Globant", 2008),  # "en": where, as "chez" and "presso"
    ]


def test_an_unknown_title_is_read_by_its_place_in_the_entry_and_marked() -> None:
    draft = draft_of("""\
        ## Work Experience

        Software Engineer | Example Labs | 2019 – 2024

        Housekeeper | Harbour Marriott Hotel | 2025 – 2026

        Barista | Philz Coffee | 2017 – 2018
        """)
    plain = draft.plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Software Engineer", "Example Labs", 2019),
        ("Housekeeper", "Harbour Marriott Hotel", 2025),  # first, as the page's known title is
        ("Barista", "Philz Coffee", 2017),
    ]
    assert "by its place in the entry" in to_yaml(draft)


def test_the_place_of_a_title_follows_the_page_and_a_project_is_no_title() -> None:
    plain = draft_of("""\
        ## Experience

        Example Labs — Software Engineer — 2019 – 2024

        Harbour Hotel — Concierge — 2015 – 2018

        White Sands — ESIS — 2019
        """).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Software Engineer", "Example Labs"),
        ("Concierge", "Harbour Hotel"),  # the employer first on this page
    ]  # "ESIS", in capitals, is a project's or a system's name


def test_a_page_titled_experience_is_one_section_of_posts_its_headings_the_titles() -> None:
    plain = draft_of("""\
        ---
        title: "Experience"
        ---

        <div class="experience">
          <h3>Software Engineer</h3>
          <p><strong>Example Labs</strong> | Jan 2019 – Present</p>
          <ul><li>Built things.</li></ul>
          <h3>Data Analyst</h3>
          <p><strong>Example Bank</strong> | 2016 – 2018</p>
        </div>
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Software Engineer", "Example Labs", "2019-01"),
        ("Data Analyst", "Example Bank", 2016),
    ]


# -- Chinese, Japanese and Korean CVs ------------------------------------------------------------


def test_a_chinese_markdown_cv_names_its_sections_posts_and_degrees() -> None:
    plain = draft_of("""\
        # 张伟

        ## 教育背景

        **北京示例大学** 软件工程 本科 2016.09 - 2020.06

        **南方示例大学** 计算机科学与技术 硕士 2020.09 - 2023.06

        ## 工作经历

        **示例科技** 算法工程师 2023.07 - 至今

        **示例网络** 后端开发实习生 2022.06 - 2022.09
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("算法工程师", "示例科技", "2023-07", None),  # "至今": to now
        ("后端开发实习生", "示例网络", "2022-06", "2022-09"),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "北京示例大学", "2020-06"),
        ("MSc", "南方示例大学", "2023-06"),
    ]


def test_korean_and_japanese_cvs_name_the_employer_before_the_title() -> None:
    korean = draft_of("""\
        ## 학력

        - 2012. 03. ~ 2016. 02. 한국예시과학기술원 전산학부 학사

        ## 경력

        - 2018. 03. ~ 현재 예시전자 보안 연구원
        - 2013.07 -- 2013.11 Example Company 백엔드 프로그래머 인턴
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in korean["positions"]] == [
        ("보안 연구원", "예시전자", "2018-03"),
        ("백엔드 프로그래머 인턴", "Example Company", "2013-07"),  # a name in Latin letters, then the title
    ]
    assert [(e["degree"], e["institution"], e["department"], e["end"]) for e in korean["education"]] == [
        ("BSc", "한국예시과학기술원", "전산학부", "2016-02")  # "2012. 03.": a year and a month
    ]
    japanese = draft_of("""\
        ## 学歴

        - 2010年4月 - 2014年3月 東京例示大学 工学部 学士

        ## 職歴

        - 2016年4月 - 現在 株式会社サンプル ソフトウェアエンジニア
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in japanese["positions"]] == [
        ("ソフトウェアエンジニア", "株式会社サンプル", "2016-04")
    ]
    assert [(e["degree"], e["institution"], e["department"], e["end"]) for e in japanese["education"]] == [
        ("BSc", "東京例示大学", "工学部", "2014-03")
    ]


def test_a_page_in_english_and_chinese_lists_each_post_once() -> None:
    plain = draft_of("""\
        Education
        ======
        * B.Eng. Example Jiaotong University, Chengdu, China, 2009

        Work experience
        ======
        * Research intern, Summer 2011 - Summer 2012
          * Example Institute of Informatics

        教育背景
        ======
        * 工学学士，示例交通大学，中国成都，2009

        工作经历
        ======
        * 实习研究员, 2011 夏 - 2012 夏
          * 示例信息学研究所
        """).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Research Intern", "Example Institute of Informatics")
    ]
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BEng", "Example Jiaotong University")
    ]


def test_a_section_of_no_known_kind_that_lists_dated_posts_is_one_of_posts() -> None:
    plain = draft_of("""\
        # Ada Example

        ## Where I have worked

        **Senior Engineer**, Example Labs (2019 - present)

        Built things for people.

        **Research Intern**, Example Research (2017 - 2018)

        ## Schooling

        MSc in Physics, University of Example, 2017

        ## Volunteering

        **Event Coordinator**, Example Club (2015 - 2016)

        **Treasurer Assistant**, Example Society (2014 - 2015)
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Senior Engineer", "Example Labs", 2019),
        ("Research Intern", "Example Research", 2017),
    ]  # volunteering roles stay out, as the conventions of most pages have it
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [("MSc", "University of Example")]


def test_a_timeline_that_shows_each_posts_end_above_its_start() -> None:
    plain = draft_of("""\
        ## Experience

        present · 2017

        ### Consultant / Full Stack Developer

        CityShob · Kfar Neter

        - Acting as a tech lead.

        2016 · 2015

        ### Full Stack Developer

        NCR · Ra'anana

        - Helped.
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Consultant / Full Stack Developer", "CityShob", 2017, None),
        ("Full Stack Developer", "NCR", 2015, 2016),  # its own post, not a second one of the above
    ]


def test_two_dates_in_order_with_a_dot_between_are_no_range_shown_end_first() -> None:
    from scholarkg.extract.dates import find_ranges, heading_dates

    assert find_ranges("2015 · 2016") == []
    assert heading_dates("2017 · 2017") is not None  # one year, whichever way it is read


def test_a_hugo_item_whose_end_is_before_its_start_is_read_the_other_way_round() -> None:
    draft = draft_of("""\
        ---
        experience:
          - title: Professor
            company: Example Faculty
            date_start: '2018-12-01'
            date_end: '2015-08-01'
        ---
        """)
    (post,) = draft.plain()["positions"]
    assert (post["start"], post["end"]) == ("2015-08", "2018-12")
    assert "swapped" in to_yaml(draft)


def test_a_name_written_only_in_another_script_is_kept_as_a_native_name() -> None:
    draft = draft_of("""\
        # 김민수

        ## 경력

        - 2018. 03. ~ 현재 예시전자 보안 연구원
        """)
    plain = draft.plain()
    assert plain["name"] == "UNKNOWN"  # the profile's name is in Latin letters: a person spells it
    assert plain["native_names"] == [{"name": "김민수", "lang": "ko"}]
    assert "only in its own script" in to_yaml(draft)


# -- sixteenth round: group 21 read ----------------------------------------------------------------


def test_a_hugo_date_without_leading_zeros_is_read() -> None:
    plain = draft_of("""\
        +++
        [[experience]]
          title = "Researcher"
          company = "Example Lab"
          date_start = "2019-9-1"
          date_end = "2020-6-30"
        +++
        """).plain()
    (post,) = plain["positions"]
    assert (post["start"], post["end"]) == ("2019-09", "2020-06")


def test_a_chinese_title_with_a_full_width_bracket_after_it_is_read() -> None:
    plain = draft_of(
        """\
        张三

        实习经历

        \t2025.06-2025.09   示例教育科技有限公司 | 产品经理实习生（用户增长方向）

        任务: 负责用户增长模块
        """,
        name="cv.txt",
    ).plain()
    (post,) = plain["positions"]
    assert (post["title"], post["organization"], post["start"]) == (
        "产品经理实习生",
        "示例教育科技有限公司",
        "2025-06",
    )


def test_a_latex_cv_class_whose_sections_are_environments_of_dated_items() -> None:
    plain = draft_of(
        r"""
        \curriculumvitae[korean]
          \begin{education}
            \item[2014. 3.\ --\ 2016. 2.] 예시과학기술원 전산학과 (M.S.)
          \end{education}
          \begin{career}
            \item[2013. 1.\ --\ 2013. 12.] 예시과학기술원 전산학과 과대표
            \item[2011. 2.\ --\ 2012. 12.] 예시과학기술원 해킹교실 강사
          \end{career}
        """,
        name="cv.tex",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "예시과학기술원", "2016-02")
    ]
    assert [(p["title"], p["organization"], p.get("department"), p["start"]) for p in plain["positions"]] == [
        ("과대표", "예시과학기술원", "전산학과", "2013-01"),  # the department between is the employer's unit
        ("해킹교실 강사", "예시과학기술원", None, "2011-02"),
    ]


def test_an_environment_around_each_post_is_no_section() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        \section{Experience}
        \begin{positions}
          \textbf{Software Engineering Intern} \hfill Google Brain \hfill Jun 2020 -- Sep 2020
        \end{positions}
        \begin{positions}
          \textbf{Research Intern} \hfill Stanford University \hfill Jun 2017 -- Aug 2018
        \end{positions}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Software Engineering Intern", "Google Brain"),
        ("Research Intern", "Stanford University"),
    ]


def test_page_builder_cards_with_the_dates_above_two_headings() -> None:
    plain = draft_of("""\
        # Oriol Example

        #### Work Experience

        May 2022 - Present

        ##### LVP

        ##### Back End Developer

        Built and ran the payment services of the firm's web shop, from its database up to its interfaces.

        April 2015 - December 2018

        ##### KingEclient

        ##### Technology Consultant

        Advised the firm's clients on the security of their networks and on the tools to watch them with.

        #### Education

        2018 - 2019

        ##### Master's Degree

        ##### Master of Cybersecurity Management

        UPC School

        Studied.
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Back End Developer", "LVP", "2022-05", None),
        ("Technology Consultant", "KingEclient", "2015-04", "2018-12"),
    ]
    assert [(e["degree"], e["institution"], e["start"], e["end"]) for e in plain["education"]] == [
        ("MSc", "UPC School", 2018, 2019)
    ]


def test_a_title_heading_over_the_employer_heading_one_level_under_it() -> None:
    plain = draft_of("""\
        ## Work Experience

        ### Web Developer
        #### Computer Dot Com

        10/2013 - 03/2016

        ### Front End Developer
        #### Computer Dot Com

        05/2015 -Present
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Web Developer", "Computer Dot Com", "2013-10", "2016-03"),
        ("Front End Developer", "Computer Dot Com", "2015-05", None),  # not the dates of the post above
    ]


def test_a_dated_title_heading_over_the_employer_heading() -> None:
    plain = draft_of("""\
        ### Experience

        #### _2015 -- current_ Frontend/Backend developer

        ##### Greenhost

        Greenhost offers sustainable hosting and cloud services, and I keep its customer portal running.

        #### _2009 -- 2015_ System administrator

        ##### ReleaseTMS

        I kept the servers of a firm that builds software for transport companies up and running.
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Frontend/Backend Developer", "Greenhost", 2015, None),
        ("System Administrator", "ReleaseTMS", 2009, 2015),
    ]


def test_be_with_a_dash_before_its_field_and_a_bachelor_of_architecture_are_degrees() -> None:
    plain = draft_of(
        """\
        Jane Doe

        Education
        BE - Computer Science and Engineering
        Example Engineering College | Jun 2017 – Mar 2021
        """,
        name="cv.txt",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BEng", "Example Engineering College")
    ]
    plain = draft_of("""\
        ## Education

        - ### B.Arch. <field> Architecture, </field> <location> Example Univ. </location> <time> 2012 </time>
        """).plain()
    assert [(e["degree"], e["field"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Architecture", 2012)
    ]


def test_an_expected_graduation_after_the_range_of_study_is_the_end() -> None:
    plain = draft_of("""\
        ## Education

        - B.S. in Computer Science, Example Institute, Nov 2014 – Feb 2019. Expected Graduation in June 2022.
        """).plain()
    (degree,) = plain["education"]
    assert (degree["start"], degree["end"]) == ("2014-11", "2022-06")


def test_a_paragraph_of_employer_title_and_dates_with_what_was_done_run_on_under_it() -> None:
    plain = draft_of("""\
        ---
        title: "Experience"
        ---
        <p style="text-align:left">
        	<font size=6><strong>The Home Depot</strong> McHenry, Illinois</font><br>
        	<font size=5><strong>Sales Associate</strong> | <em>May 2021 - August 2021</em></font><br>
        	<font size=4>I helped customers find what they needed and kept the shelves of the store in
        	order, with a friendly word for everyone who came in.</font>
        </p>
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Sales Associate", "The Home Depot", "2021-05", "2021-08")
    ]


def test_restructuredtext_fields_named_by_their_years_are_dated_posts() -> None:
    plain = draft_of(
        """\
        Employment history
        ------------------

        :2014-2015: `Aprill Group`_, leading webdev (Python, Django)
        :2010-2012: Example Post, frontend dev (e-commerce, Zend Framework)
        :2008-2010: self-employed (photo portfolios, e-commerce, PHP)

        .. _`Aprill Group`: http://aprill.example
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Leading Webdev", "Aprill Group", 2014, 2015),
        ("Frontend Dev", "Example Post", 2010, 2012),
    ]


def test_a_freelance_post_under_an_employer_is_not_that_employers() -> None:
    plain = draft_of("""\
        ## Experience

        **2012 – 2015** Software Developer at Example Logic

        **2010 – 2012** WebDev freelancing
        """).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Software Developer", "Example Logic")
    ]


def test_a_restructuredtext_title_broken_over_two_lines_is_one_heading() -> None:
    plain = draft_of(
        """\
        Jane Doe
        ========

        Professional
        Activities
        ============

        TA for Intro to Computer Science, Alma College 2011-2012

        Co-founder, Alma College Association for Computer Machinery 2012
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("TA", "Alma College", 2011),
        ("Co-founder", "Alma College Association for Computer Machinery", 2012),
    ]


def test_a_hugo_widget_with_a_description_left_open_and_a_company_in_markdown() -> None:
    plain = draft_of('''\
        +++
        widget = "experience"
        #   Begin/end multi-line descriptions with 3 quotes `"""`.

        [[experience]]
          title = "Assistant Professor"
          company = """**Example University**
          *Department of Human Development*"""
          date_start = "2021-09-01"
          date_end = ""
          description = """
          Responsibilities include research and teaching.

        [[experience]]
          title = "Postdoctoral Fellow"
          company = "Example Institute"
          date_start = "2018-12-20"
          date_end = "2019-08-31"
        +++
        ''').plain()
    assert [(p["title"], p["organization"], p.get("department"), p["start"]) for p in plain["positions"]] == [
        ("Assistant Professor", "Example University", "Department of Human Development", "2021-09"),
        ("Postdoctoral Fellow", "Example Institute", None, "2018-12"),
    ]


def test_posts_after_a_list_of_skills_with_no_heading_of_their_own() -> None:
    plain = draft_of(
        """\
        <html><body>
        <p>Pat Example</p>
        <p>Education:</p>
        <p>Bachelor of Science in Computer Science @ Example Young University</p>
        <p>Skills:</p>
        <p>Write low-level system code, device drivers and file systems.<br>
        Architect cross-platform, multi-threaded applications and services.</p>
        <p>President: <a href="product futures.htm">Product Futures Foundation</a> Apr/2018 - Present<br>
        Create a business model to evoke open supply chains.<br>
        Define an interface to buy and sell future goods and services.</p>
        <p>Senior Software Engineer: <a href="https://example.com">Example.com</a> May/2016 - Mar/2018<br>
        Repair, redesign and rewrite the core of the in-house video player.<br>
        Build, pack and test the apps with BASH, Python, git and Jenkins.</p>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department"), p["start"]) for p in plain["positions"]] == [
        ("President", "Product Futures Foundation", None, "2018-04"),  # a link's address with spaces
        ("Senior Software Engineer", "Example.com", None, "2016-05"),  # no sentence under it a unit
    ]
    assert [(e["degree"], e["field"], e["institution"]) for e in plain["education"]] == [
        ("BSc", "Computer Science", "Example Young University")
    ]


def test_a_label_inside_a_section_does_not_take_the_headings_after_it() -> None:
    plain = draft_of("""\
        # Jack Example

        ## Education

        ### Example Institute of Technology (2014--2018 expected)

        *Ph.D. in Operations Research*

        Honours and awards:

        -   2014--15: Example Memorial Fellowship

        ### University of Auckland (2010--2013)

        *Bachelor of Engineering in Engineering Science (First Class Honours)*

        ## Teaching Experience

        ### University of Auckland --- Teaching Assistant (2013--14)

        -   Provide support to academic staff within the Department of Engineering Science.
        """).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("PhD", "Example Institute of Technology", 2018),
        ("BEng", "University of Auckland", 2013),  # not an award under "Honours and awards:"
    ]
    # a teaching post written as a heading
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Teaching Assistant", "University of Auckland", 2013)
    ]


def test_two_titles_with_a_slash_after_the_dates_and_a_colon_are_one_post() -> None:
    plain = draft_of(
        """\
        Experiences
        -----------

        April 2014 - July 2015: Android System Integrator
        .................................................
        Permanent job in **Example Corp**, Toulouse.

        - Introduce and maintain new platforms.

        October 2010 - February 2011: Internship / VHDL Processor Designer
        ..................................................................
        Internship of 5 months in **Example Lab**, Toulouse.

        - Design a 32-bit RISC processor.
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Android System Integrator", "Example Corp", "2014-04"),
        ("Internship / VHDL Processor Designer", "Example Lab", "2010-10"),
    ]


def test_a_latex_section_title_broken_over_two_lines_keeps_its_entries() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        \section{Education}
        \subsection{Example Institute of Technology}
        B.S. in Computer Science \hfill 2015 -- 2019
        \section{Research \\ Experience}
        \subsection{Tensor Lab, Example Institute of Technology}
        Undergraduate Researcher $\cdot$ August 2020 -- Present
        \begin{itemize}
          \item Working on competitive gradient descent.
        \end{itemize}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Undergraduate Researcher", "Example Institute of Technology", "2020-08")
    ]


def test_an_undated_heading_naming_title_and_employer_over_what_was_done() -> None:
    plain = draft_of(
        """\
        Experience
        ----------

        Test Developer - D2L Example
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        - Devised test plans for the team's projects to aid in regression testing

        Owner - Galvant Example Industries
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        - Started an open source Python library
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p.get("start")) for p in plain["positions"]] == [
        ("Test Developer", "D2L Example", None),
        ("Owner", "Galvant Example Industries", None),
    ]


def test_an_institution_and_its_unit_with_a_colon_between_in_a_sub_item() -> None:
    plain = draft_of("""\
        # Ana Example

        Work experience
        ======
        * Jun 2023-Present:Research Assistant
          * Example Business School University: Digital Reskilling Lab
          * Duties includes:
            * Data cleaning.
        """).plain()
    (post,) = plain["positions"]
    assert (post["title"], post["organization"], post["department"], post["start"]) == (
        "Research Assistant",
        "Example Business School University",
        "Digital Reskilling Lab",
        "2023-06",
    )


def test_a_post_in_prose_with_its_dates_in_brackets_right_after_the_title() -> None:
    plain = draft_of("""\
        # Xing Example

        I'm currently a Postdoc Researcher at the Technical University of Munich. Previously, I was a
        visiting scholar (2018) in the Robot Perception Group of Guoquan Huang at University of Delaware,
        Newark, USA.
        """).plain()
    assert [(p["title"], p["organization"], p.get("start"), p.get("end")) for p in plain["positions"]] == [
        ("Postdoc Researcher", "Technical University of Munich", None, None),
        ("Visiting Scholar", "University of Delaware", 2018, 2018),
    ]


def test_a_vita_of_years_and_em_dashes_under_a_menu_is_a_career() -> None:
    plain = draft_of(
        """\
        <html><body>
        <p><a href="index.htm">Home</a></p>
        <p><a href="contact.htm">Contact Me</a></p>
        <p><a href="resume.htm">Resume</a></p>
        <p>Vita</p>
        <ul>
        <li>1945—Born, Tanta, Egypt.</li>
        <li>1966—B.Sc. (summa cum laude), Mechanical Engineering, Ain Shams University, Cairo, Egypt.</li>
        <li>1973—Ph.D., Fluid Mechanics, The Johns Hopkins University, Baltimore, Maryland.</li>
        <li>1986–2002—Professor of Mechanical Engineering, University of Notre Dame, Notre Dame, Indiana.</li>
        </ul>
        <ul><li>Fellow, The American Academy of Mechanics.</li></ul>
        </body></html>
        """,
        name="index.html",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Ain Shams University", 1966),
        ("PhD", "The Johns Hopkins University", 1973),
    ]
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Professor of Mechanical Engineering", "University of Notre Dame", 1986, 2002)
    ]


def test_an_internship_at_a_named_place_under_undergrad_research() -> None:
    plain = draft_of(
        """\
        Jane Doe
        ========

        Undergrad research
        ------------------
        April – July 2012
             Internship at the `Observatoire de Lyon`_, focused on radiative transfer;

        May – July 2011
           Internship at `Oxford University`_, I worked on forecasting cosmological parameters;

        .. _`Observatoire de Lyon`: http://example.org/lyon
        .. _`Oxford University`: http://example.org/oxford
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Internship", "Observatoire de Lyon", "2012-04"),
        ("Internship", "Oxford University", "2011-05"),  # the post's title, not the terms of one
    ]


def test_an_academic_guest_is_a_post() -> None:
    plain = draft_of("""\
        # Xing Example

        Previously, I was an academic guest (2019 - 2021) in the Computer Vision Group, ETH Zurich,
        Switzerland.
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Academic Guest", "ETH Zurich", 2019, 2021)
    ]


def test_a_post_joined_after_a_dated_clause_starts_at_that_date() -> None:
    plain = draft_of("""\
        # Petr Example

        I defended my Ph.D. in April 2017 and, shortly after that, joined
        [Example Centre for Predictive Modelling](https://example.org/) as a Research Fellow.
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Research Fellow", "Example Centre for Predictive Modelling", "2017-04")
    ]


# -- seventeenth round: group 22 read ---------------------------------------------------------------


def test_rst_link_whose_target_is_on_the_next_line_names_the_employer() -> None:
    plain = draft_of(
        """\
        Employment
        ----------

        :2019-2021:
          Senior DevOps engineer at the `Acme Cloud Foundation
          <https://www.acme.example/>`_ (previous Acme Mobile). Improved security
          practices and secret management.
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Senior DevOps Engineer", "Acme Cloud Foundation", 2019, 2021)
    ]


def test_title_in_an_employer_then_what_was_done() -> None:
    plain = draft_of(
        """\
        Employment
        ----------

        :2013-2014:
           Sysadmin in Initech Haifa, managing a cluster of ~250 Linux servers and
           ~80 TB of storage appliances.

        :2010-2012:
           Programmer in Wise commerce, in charge of reliability, automation, scaling. Helped
           move the company to the cloud.
        """,
        name="resume.rst",
    ).plain()
    posts = [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]]
    assert posts == [("Sysadmin", "Initech Haifa", None), ("Programmer", "Wise commerce", None)]


def test_a_field_after_in_is_still_part_of_the_title() -> None:
    plain = draft_of("""\
        ## Positions

        - 2015 - 2018: Lecturer in Statistics, University of Examplia
        """).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Lecturer in Statistics", "University of Examplia")
    ]


def test_an_undated_repeat_of_a_dated_post_is_its_description() -> None:
    plain = draft_of(
        """\
        Practical experience
        --------------------

            **Internship, Trasswerk Example, Andernach, Germany (March 2009)**

            Internship at `Trasswerk Example Produktions- und Handelsgesellschaft mbH
            <http://www.example.com>`_. Gained experience in the excavation of
            volcanic rocks.
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Internship", "Trasswerk Example", "2009-03")
    ]


def test_french_title_heading_over_the_employer_heading() -> None:
    plain = draft_of("""\
        ### Expériences professionnelles

        #### Développeur Web (Front-End) *de mai 2014 à décembre 2015*
        ##### Chez [Exemplia](http://www.example.com/)

        > - Développer la partie front-end des sites web.

        #### Programmeur Web *de août 2011 à avril 2013*
        ##### Chez [Vortex Exemple](http://www.example.org/)

        > - Analyser les besoins des gestionnaires de projets.
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Développeur Web (Front-End)", "Exemplia", "2014-05", "2015-12"),
        ("Programmeur Web", "Vortex Exemple", "2011-08", "2013-04"),
    ]


def test_a_freelancers_project_heading_is_no_employer() -> None:
    plain = draft_of(
        """\
        Développeur Web Indépendant (2011-2013)
        ---------------------------------------

        Projet ABC : Base de Connaissance
        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
            Pour la médecine du travail.
        """,
        name="cv.rst",
    ).plain()
    assert [p.get("organization") for p in plain.get("positions", [])] in ([], [None])


def test_latex_entry_command_with_its_groups_one_to_a_line() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        \section{Employment History}

        \job
        {Jul 2019 -}{Aug 2019}
        {Rockall Software, Dublin}
        {http://www.example.com}
        {Development \& Test Intern}
        {}

        \job
        {May 2017 -}{May 2017}
        {Department of Higher Examples}
        {http://www.example.ie}
        {Intern}
        {Assisted in clerical duties.}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Development & Test Intern", "Rockall Software", "2019-07", "2019-08"),
        ("Intern", "Department of Higher Examples", "2017-05", "2017-05"),
    ]


def test_latex_size_declared_inside_emphasis_is_no_bullet() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        \section{Work Experience}
        \begin{tabularx}{\linewidth}{ @{}l r@{} }
        \textbf{Android Developer} & \hfill May 2023 - May 2024 \\[3.75pt]
        \textit{\small Heads \& Examples} & \hfill \\
        \end{tabularx}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Android Developer", "Heads & Examples", "2023-05")
    ]


def test_an_institution_named_in_chinese_then_in_latin_letters_keeps_the_latin_name() -> None:
    plain = draft_of("""\
        ## 教育经历 Education

        ### **浙江大学 Example University** `2013.9 - 2015.6`

        - 软件工程，硕士学位 Master Degree, Software Engineering
        """).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Example University", "2015-06")
    ]


def test_html_arrow_icon_between_two_dates_is_a_range() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>Parcours professionnel</h2>
        <p>
          <strong>Stage technique</strong><br>
          <em>07/2018 <i class="fa-solid fa-arrow-right"></i> 08/2018</em> <br>
          <strong>Exemple Lingua</strong> | Gdynia (Pologne)
        </p>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Stage Technique", "Exemple Lingua", "2018-07", "2018-08")
    ]


def test_a_post_served_in_and_a_degree_pursued_are_read_from_prose() -> None:
    plain = draft_of("""\
        # Zed Example

        Hi there! I'm Zed Example. Currently, I am pursuing my Master of Data Science at the
        University of Examplia.

        I currently serve as a Research Assistant at the [State Key Laboratory of Things](https://example.org/)
        at the University of Examplia, under the guidance of Prof. Leong.
        """).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Research Assistant", "University of Examplia")
    ]
    assert [(e["degree"], e["field"], e["institution"]) for e in plain["education"]] == [
        ("MSc", "Data Science", "University of Examplia")
    ]


def test_items_right_under_an_employer_line_and_a_dates_item_under_a_degree() -> None:
    plain = draft_of(
        """\
        Education
        +++++++++

        Portland Example University
        * B.S. Computer Science
        * 2005-2006, 2009-2014
        * GPA 3.0

        Work Experience
        +++++++++++++++

        BuddyExample, Inc.
        * Software Developer
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Software Developer", "BuddyExample, Inc")
    ]
    assert [(e["degree"], e["institution"], e["start"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Portland Example University", 2005, 2014)
    ]


def test_markdown_reference_links_and_a_bold_title_ending_with_its_field() -> None:
    first = (
        "Since August 2017: **Teaching Assistant in Information Science** at the HES-EX University"
        " of Arts, [Haute école de gestion de Exemple (HEG-EX)][heg]"
    )
    second = (
        "August 2016 - October 2016: **University Intern** at the University of Examplia,"
        " [Digital Humanities Lab][dhlab]"
    )
    page = "\n".join(
        [
            "## Experience",
            "",
            first,
            "- Helping with projects",
            "",
            second,
            "- Doing a survey",
            "",
            "[heg]: https://www.example.ch/heg/",
            "[dhlab]: http://dhlab.example.ch/",
        ]
    )
    plain = draft_of(page).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        (
            "Teaching Assistant in Information Science",
            "HES-EX University of Arts",
            "Haute école de gestion de Exemple",
        ),
        ("University Intern", "University of Examplia", "Digital Humanities Lab"),
    ]
    assert "awards" not in plain  # the definitions are no text of the page


def test_a_school_named_after_its_university_is_the_universitys_unit() -> None:
    plain = draft_of("""\
        ## Education

        - 2013-2017: **Bachelor of Science in Data** at the HES-EX University, Haute école de Exemple
        """).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "HES-EX University", 2017)
    ]


def test_stacked_entries_that_each_end_with_their_dates() -> None:
    plain = draft_of("""\
        Education
        ======
        Ph.D. in Data Science and Statistics
        School of Data Science (SDS), The Example University of Hong Kong, Shenzhen
        2025 – Present
        B.S. in Mathematics and Statistics
        School of Mathematics and Statistics, Huazhong University of Examples
        2021 – 2025
        """).plain()
    assert [(e["degree"], e["institution"], e.get("start"), e.get("end")) for e in plain["education"]] == [
        ("PhD", "The Example University of Hong Kong", 2025, None),
        ("BSc", "Huazhong University of Examples", 2021, 2025),
    ]


def test_the_shenzhen_campus_of_cuhk_is_a_university_of_its_own() -> None:
    from scholarkg.extract.orgs import split_org

    parts = split_org("School of Data Science (SDS), The Chinese University of Hong Kong, Shenzhen")
    assert parts.organization == "The Chinese University of Hong Kong, Shenzhen"
    assert (
        split_org("University of California, Berkeley, CA").organization
        == "University of California, Berkeley"
    )


def test_a_misspelt_month_is_still_a_month() -> None:
    from scholarkg.extract.dates import find_ranges

    (found,) = find_ranges("Simple Example Pvt Ltd Janruary 2025 – June 2025")
    assert (found.start.year, found.start.month, found.end.month) == (2025, 1, 6)
    assert find_ranges("Febuary 2019 - Feburary 2020")[0].end.month == 2


def test_chinese_cv_entries_after_tab_bullets_and_part_time_posts() -> None:
    plain = draft_of(
        "教育经历\n"
        "上海示例大学\n"
        "核工程与核技术/工程硕士学位 概率安全分析方向\n"
        "武汉示例大学\n"
        "电气工程及其自动化/本科学历/工学学士学位\n"
        "语言能力：\n"
        "英语、普通话\n"
        "\n"
        "工作经历\n"
        "示例铁路有限公司| 总企业安全经理 2023.08 – 至今 | 香港\n"
        "\t•\t安全文化推广：负责企业层面安全推广活动。\n"
        "示例出行 | 国际化全球安全总监 2021.09 – 2023.08 | 山景城\n"
        "\t•\t利益相关方管理：与集团执行层进行高频沟通。\n"
        "示例工程有限公司| 安全质保部安全经理  |\n"
        "2008.09-2016.4 阳江/深圳\n"
        "\n"
        "社会兼职工作：\n"
        "示例总商会 （香港分会） | 副会长 2024.05 – 至今 | 香港\n",
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("总企业安全经理", "示例铁路有限公司", "2023-08"),
        ("国际化全球安全总监", "示例出行", "2021-09"),
        ("安全质保部安全经理", "示例工程有限公司", "2008-09"),
        ("副会长", "示例总商会", "2024-05"),
    ]
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("MEng", "上海示例大学"),
        ("BEng", "武汉示例大学"),
    ]


def test_a_cv_written_as_records_of_lower_case_fields() -> None:
    plain = draft_of(
        """\
        @@ education
        institution: Lund Example University
        location: Lund, Sweden
        start: 2020-08
        end: 2025-12
        degree: MSc.Eng. Engineering Nanoscience Programme

        @@ research_experience
        org: Example Institute of Technology (EIT)
        location: Cambridge, MA, USA
        role: Research Intern
        supervisor: Prof. Ada Example
        start: 2025-06
        end: 2025-08
        topic: Bayesian optimization

        org: Karolinska Example
        location: Stockholm, Sweden
        role: Intern
        start: 2017
        end: 2017
        """,
        name="cv.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Research Intern", "Example Institute of Technology (EIT)", "2025-06", "2025-08"),
        ("Intern", "Karolinska Example", 2017, 2017),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Lund Example University", "2025-12")
    ]


def test_a_section_of_dated_entries_that_gave_nothing_is_reported() -> None:
    draft = draft_of("""\
        # Zed Example

        ## Work Experience

        ### 百度研发工程师 Examplia R&D `2015.7 -`

        ### 百度研发工程师(实习) Examplia R&D Intern `2014.4 - 2014.12`
        """)
    plain = draft.plain()
    assert "positions" not in plain
    (note,) = plain["notes"]
    assert note == 'lines 5-7: "Work Experience" lists 2 dated entries; no post was read from them'
    assert any("not read" in reason for _, _, reason in draft.reviews())


def test_a_section_whose_posts_were_read_is_not_reported() -> None:
    plain = draft_of("""\
        ## Work Experience

        - 2019 - 2021: Software Engineer, Example Corp
        - 2016 - 2019: Junior Developer, Sample Ltd
        """).plain()
    assert len(plain["positions"]) == 2
    assert "notes" not in plain


def test_chinese_employer_unit_and_title_apart_by_hyphens() -> None:
    plain = draft_of("""\
        ## 工作经验

        [**华南示例学院 - 机房教学中心 - 运维组组长**](https://example.cn/) `2021-2025`

        + 管理6台linux服务器
        """).plain()
    assert [(p["title"], p["organization"], p["department"], p["start"]) for p in plain["positions"]] == [
        ("运维组组长", "华南示例学院", "机房教学中心", 2021)
    ]


# -- eighteenth round: group 23 read -----------------------------------------------------------------


def test_a_unit_with_the_post_in_square_brackets_under_the_employer_heading() -> None:
    plain = draft_of("""\
        ## Occupation

        ### Examplecent
        `Nov 2019 – Now`
        **Enterprise IT [Hybrid Role]**

        Provide technical solutions.

        `Dec 2018 – Nov 2019`
        **Cloud Foundation Department [Software Engineer]**

        Responsible for the CI/CD system.

        ### Graduate Student Intern <time> 2021 – 2023 [Summer] </time>
        """).plain()
    posts = [(p["title"], p["organization"], p.get("department"), p["start"]) for p in plain["positions"]]
    assert posts[:2] == [
        ("Hybrid Role", "Examplecent", "Enterprise IT", "2019-11"),
        ("Software Engineer", "Examplecent", "Cloud Foundation Department", "2018-12"),
    ]
    assert all(title != "Summer" for title, *_ in posts)  # a note in brackets after dates is no title


def test_latex_phantom_with_an_accent_inside_leaves_nothing() -> None:
    from scholarkg.extract.latexdoc import latex_lines

    lines = latex_lines(
        textwrap.dedent(r"""
            \documentclass{article}
            \newcommand{\resheading}[1]{{\large \colorbox{mygrey}{\textbf{#1 \vphantom{p\^{E}}}}}}
            \begin{document}
            \resheading{Education}
            \end{document}
            """)
    )
    (heading,) = [text.strip() for _, text in lines if text.strip()]
    assert heading.replace("*", "").strip() == "Education"  # no "pÊ" from the invisible strut


def test_a_posts_duration_before_its_title() -> None:
    plain = draft_of(
        """\
        WORK EXPERIENCE
        ...............

        * 2 years as Front-End Captain at Synthexample from 2014 to 2016

        * 9 years as Enthusiast Developer at Example Defence & Space From 2005 to 2014
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Front-End Captain", "Synthexample", 2014, 2016),
        ("Enthusiast Developer", "Example Defence & Space", 2005, 2014),
    ]


def test_a_seat_on_a_board_of_directors_is_a_title() -> None:
    plain = draft_of(
        """\
        WORK EXPERIENCE
        ---------------

        Given Example - Board of Directors and Lead Developer (November 2011 - Present)
        ``````````````````````````````````````````````````````````````````````````````
        - Development of the example.org website.
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Board of Directors and Lead Developer", "Given Example", "2011-11")
    ]


def test_numbered_chinese_headings_of_posts_and_their_project_lines() -> None:
    plain = draft_of(
        "工作经历1：\n"
        "    忘平示例 2023/7 - 2024/4 前端工程师\n"
        "        项目1：边缘计算平台管理端\n"
        "        项目职责：\n"
        "            1、负责项目的搭建工作。\n"
        "\n"
        "工作经历2：\n"
        "    联谊示例 2024/4 - 至今  前端工程师\n"
        "        项目1：中山示例大学学生工作管理系统\n"
        "        技术栈：React 18、TypeScript\n",
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department"), p["start"]) for p in plain["positions"]] == [
        ("前端工程师", "忘平示例", None, "2023-07"),
        ("前端工程师", "联谊示例", None, "2024-04"),
    ]


def test_latex_size_command_with_its_own_group_inside_emphasis() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \newcommand{\subHeaderEntry}[4]{
        \item[]\begin{tabular*}{0.98\textwidth}[t]{l@{\extracolsep{\fill}}r}
                \textbf{#1} & {\footnotesize{#2}} \\
                \textit{\footnotesize{#3}} &  \footnotesize{#4}\\
            \end{tabular*}
        }
        \begin{document}
        \section{Education}
        \begin{itemize}
            \subHeaderEntry
                {Example Central University}
                {September 2020 - June 2024}
                {Bachelor of Science in Atmospheric Sciences}
                {Taoyuan, Taiwan}
        \end{itemize}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Example Central University", "2024-06")
    ]


def test_a_student_of_a_degree_named_after_another_noun() -> None:
    plain = draft_of("""\
        # Andre Example

        I am a mathematician and Master's student at the **Institute of Mathematics and Statistics of
        the University of Examplia (IME-EX)**.
        """).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("MSc", "University of Examplia")
    ]


def test_spanish_title_heading_between_its_dates_and_its_employer() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>Experiencia laboral</h2>
        <div class="timeline-item">
          <div class="timeline-date">Mayo 2024 — Septiembre 2024</div>
          <h3>Supervisor de obra</h3>
          <p class="timeline-place">EJEMPLOSOC, Jamundí, Colombia</p>
          <ul><li>Coordiné un equipo multidisciplinario en campo.</li></ul>
        </div>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Supervisor de Obra", "EJEMPLOSOC", "2024-05", "2024-09")
    ]


def test_msc_written_m_s_c_and_a_lab_after_a_slash() -> None:
    plain = draft_of("""\
        Education
        ======
        * M.S.c in Statistical Learning (MASH), Dauphine-EX 2021-2022 (Second year)

        Work experience
        ======
        * April 2022 - October 2022: Quantitative Research Intern
          * Capital Example Management / Econophysix Lab
        """).plain()
    assert [(e["degree"], e["field"]) for e in plain["education"]] == [("MSc", "Statistical Learning")]
    assert [(p["organization"], p["department"]) for p in plain["positions"]] == [
        ("Capital Example Management", "Econophysix Lab")
    ]


# -- nineteenth round: group 24 read -----------------------------------------------------------------


def test_title_heading_over_employer_place_and_dates_lines() -> None:
    plain = draft_of("""\
        ## 💼 Professional Experience

        ### Full Stack Developer
        **Example Finance PLC**
        📍 Gulshan, Dhaka, Bangladesh
        🗓️ March 2026 – Present

        - Rebuilt the corporate website

        ### IT Consultant (Part-Time)
        **The Example House Ltd.**
        📍 Baridhara DOHS, Dhaka, Bangladesh
        🗓️ March 2021 – January 2022

        - Managed company websites
        """).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Full Stack Developer", "Example Finance PLC", "2026-03", None),
        ("IT Consultant (Part-Time)", "The Example House Ltd", "2021-03", "2022-01"),
    ]


def test_latex_environment_whose_arguments_are_an_entrys_fields() -> None:
    plain = draft_of(
        r"""
        \documentclass{resume}
        \begin{document}
        \begin{rSection}{Education}
        {\bf Wesleyan Example University} \hfill {\em September 1997 - June 2001} \\
        BA (Philosophy; Music)
        \end{rSection}
        \begin{rSection}{Experience}
        \begin{rSubsection}{Boston Example College}{September 2015 - December 2017}{Lecturer}{Boston, MA}
        \item Taught logic to undergraduate and graduate students
        \end{rSubsection}
        \end{rSection}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Lecturer", "Boston Example College", "2015-09", "2017-12")
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BA", "Wesleyan Example University", "2001-06")
    ]


def test_pandoc_rst_title_headings_over_links_and_dates_broken_over_lines() -> None:
    plain = draft_of(
        """\
        Experience
        ----------

        Desktop Support Admin
        ~~~~~~~~~~~~~~~~~~~~~

        `Roundexample <https://www.example.com/>`__\\ *- March 2019 - September
        2019*

        The client support services team needed a desktop support on-site lead.

        Software Engineer
        ~~~~~~~~~~~~~~~~~

        `Senseexample <https://example.io>`__\\ *- November 2017 - December 2018*

        Worked with both customers and other developers.
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Desktop Support Admin", "Roundexample", "2019-03", "2019-09"),
        ("Software Engineer", "Senseexample", "2017-11", "2018-12"),
    ]


def test_an_admin_panel_is_no_title() -> None:
    from scholarkg.extract.positions import take_title

    assert take_title("Lift Admin Panel") is None
    assert take_title("Desktop Support Admin") == ("Desktop Support Admin", 21)


def test_rst_link_text_broken_over_two_lines() -> None:
    plain = draft_of(
        """\
        Experience
        ----------

        Senior Software Engineer
        ~~~~~~~~~~~~~~~~~~~~~~~~

        `Academic
        Examples <https://www.example.com/company/academic-examples/>`__\\ *-
        March 2013 - November 2014*

        Participated in all phases of the software development life-cycle.
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Senior Software Engineer", "Academic Examples", "2013-03")
    ]


def test_dates_above_each_title_at_employer_heading() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>Work Experience</h2>
        <div class="work">
          <p class="date">March 2024 - Present</p>
          <div><h3>Team Leader @ <a href="https://example.com/">Lantexample</a></h3>
          <p class="description">Part of the R&amp;D branch</p></div>
        </div>
        <div class="work">
          <p class="date">March 2023 - Present</p>
          <div><h3>Software engineer @ <a href="https://example.com/">Lantexample</a></h3>
          <p class="description">Part of the R&amp;D branch</p>
          <p class="techs">.NET 6-9 &#x2022; C# &#x2022; SQL Server</p></div>
        </div>
        <div class="work">
          <p class="date">October 2018 - February 2023</p>
          <div><h3>Back-end Engineer @ <a href="https://example.com/">BUHO Examples</a></h3>
          <p class="description">Main developer of the back-end</p></div>
        </div>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Team Leader", "Lantexample", "2024-03", None),
        ("Software Engineer", "Lantexample", "2023-03", None),
        ("Back-end Engineer", "BUHO Examples", "2018-10", "2023-02"),
    ]


def test_a_doctor_of_science_written_short_is_a_doctorate() -> None:
    plain = draft_of("""\
        Education
        ======
        * D.Sc. Kyoto Example University, 2026 (expected)
        * M.Sc. Kyoto Example University, 2024
        """).plain()
    assert [(e["degree"], e["end"]) for e in plain["education"]] == [("PhD", 2026), ("MSc", 2024)]


# -- twentieth round: group 25 read ------------------------------------------------------------------


def test_the_same_internship_twice_in_a_hugo_experience_widget_is_two_posts() -> None:
    plain = draft_of(
        """\
        +++
        widget = "experience"
        title = "Experience"

        [[experience]]
        title = "Software Engineer Intern"
        company = "Voltexample"
        date_start = "2023-05-15"
        date_end = ""

        [[experience]]
        title = "Software Engineer Intern"
        company = "Voltexample"
        date_start = "2022-09-06"
        date_end = "2022-12-16"
        +++
        """,
        name="experience.md",
    ).plain()
    assert [(p["title"], p["kind"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Software Engineer Intern", "internship", "2023-05", None),
        ("Software Engineer Intern", "internship", "2022-09", "2022-12"),
    ]


def test_a_master_student_and_a_bachelor_student_among_posts_are_degrees() -> None:
    plain = draft_of("""\
        ---
        widget: experience
        experience:
          - title: Master student
            company: Institute of Rural Sciences - Aberexample University
            date_start: '2017-04-01'
            date_end: '2017-10-01'
          - title: Bachelor student
            company: Perutz Laboratories - Universität Examplewien
            date_start: '2015-09-01'
            date_end: '2016-03-01'
        ---
        """).plain()
    assert plain.get("positions", []) == []
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Aberexample University", "2017-10"),
        ("BSc", "Universität Examplewien", "2016-03"),
    ]


def test_a_dual_degree_from_two_universities_in_prose_is_a_degree_at_each() -> None:
    plain = draft_of("""\
        ---
        layout: about
        ---

        I recently graduated with dual Bachelor's degree from Xiexample University and Heriot-Example
        University and am currently on a gap year.
        """).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BSc", "Xiexample University"),
        ("BSc", "Heriot-Example University"),
    ]


def test_graduating_with_honors_before_the_degree_is_no_degree_of_its_own() -> None:
    plain = draft_of("""\
        ---
        layout: about
        ---

        I graduated with honors and obtained my Bachelor's degree in mechanical engineering in
        Example University of Science and Technology, in 2016.
        """).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Example University of Science and Technology", 2016)
    ]


def test_internships_of_a_pdf_cv_text_with_a_comma_date_and_one_space_of_drift() -> None:
    plain = draft_of(
        "Internships \r\n"
        "Tata Example: Insights Job Simulation on Forage[Remote] - July 2024\r\n"
        "\uf0b7 Completed a simulation\r\n"
        " \r\n"
        " Machine Learning Intern\r\n"
        " Coinexample - Remote, [Sep,2022-Nov,2022] \r\n"
        "\uf0b7 Applied engineering principles\r\n",
        name="cv.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Machine Learning Intern", "Coinexample", "2022-09", "2022-11")
    ]


def test_an_entry_that_states_its_title_in_a_sentence_takes_it() -> None:
    plain = draft_of(
        """\
        Employment
        ----------

        2012 Tipexample_
           Tipexample is a collaboratively edited open database project.

           Worked as programmer.

        2011--2012 StyleExample_
           StyleExample is a social network service for fashion lovers.

           Worked as CTO.

        2012--2013 Crossexample_
           Self-employed as a founder.

        .. _Tipexample: http://www.example.com/
        .. _StyleExample: https://example.org/
        .. _Crossexample: http://example.net/
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Programmer", "Tipexample", 2012),
        ("CTO", "StyleExample", 2011),
        ("Founder", "Crossexample", 2012),
    ]


def test_a_degree_abbreviation_before_its_name_is_no_institution() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h4>Education</h4>
        <p>University of Dundexample</p>
            <li>2018-2021 - LLB - Bachelor of Law 2:1</li>
            <li>2024 - Present - MSC - Masters of Computer Science</li>
        <h5>Achievements</h5>
            <li>2023 - R01</li>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(e["degree"], e["field"], e["institution"], e["start"]) for e in plain["education"]] == [
        ("BSc", "Law 2:1", "University of Dundexample", 2018),
        ("MSc", "Computer Science", "University of Dundexample", 2024),
    ]


def test_a_chinese_academic_masters_under_its_university_heading_and_a_scholarship_line() -> None:
    plain = draft_of("""\
        ## 教育背景

        ### **示例大学** `2023.9 - 2026.6`

        - 统计学学硕在读，获示例大学 2023-2024、2024-2025 学年研究生学业奖学金

        ### **示例大学** `2019.9 - 2023.6`

        - 理学学士学位，数据科学与大数据专业
        - 多次获示例大学本科生奖学金、优秀学生等奖项
        """).plain()
    assert [(e["degree"], e["institution"], e["start"], e["end"]) for e in plain["education"]] == [
        ("MSc", "示例大学", "2023-09", "2026-06"),
        ("BSc", "示例大学", "2019-09", "2023-06"),
    ]


def test_a_firm_whose_name_is_written_in_lower_case_is_the_employer() -> None:
    plain = draft_of(
        """\
        <h2>Professional Experience</h2>
        <h3>Junior DevOps Engineer</h3>
        <p><strong>prodexample GmbH</strong> — Jan 2022 – July 2022</p>
        <ul><li>Focused on Backend infrastructure.</li></ul>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Junior DevOps Engineer", "prodexample GmbH", "2022-01", "2022-07")
    ]


def test_a_russian_moderncv_with_a_withheld_employer_and_a_specialist_degree() -> None:
    draft = draft_of(
        """\
        \\documentclass{moderncv}
        \\begin{document}
        \\section{Опыт работы}
        \\cventry{2016--по сей день}{senior php developer / team lead}{NDA}{Riga}{}
        {}
        \\cventry{2013--2016}{fullstack web developer}{Rispo example}{Ставрополь}{}
        {}
        \\cventry{2012--2013}{web/mobile developer}{KiotExample}{Ставрополь}{}
        {}
        \\section{Образование}
        \\cventry{2007\\,--\\,2012}{Специалист}{СевКавГТУ}{Ставрополь}{}{Факультет информационных технологий}
        \\end{document}
        """,
        name="cv.tex",
    )
    plain = draft.plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Fullstack Web Developer", "Rispo example", 2013),
        ("Web/mobile Developer", "KiotExample", 2012),
    ]
    assert "left out: the employer is not named" in to_yaml(draft)
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "СевКавГТУ", 2012)
    ]


def test_a_tagline_of_two_titles_under_the_name_is_no_post() -> None:
    tagline = (
        '<span class="subtitle-part">Lead Software Engineer</span> <span class="subtitle-sep">|</span> '
        '<span class="subtitle-part">Web Performance & Full-Stack Tech Lead</span>'
    )
    plain = draft_of(f"""\
        # Nathan Example

        {tagline}

        ## Experience

        ### Senior Software Engineer, Capital Example
        August 2022 - Present
        """).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Senior Software Engineer", "Capital Example")
    ]


def test_a_programming_language_before_a_title_is_no_employer() -> None:
    plain = draft_of(
        """\
        \\documentclass{moderncv}
        \\begin{document}
        \\section{Experience}
        \\cventry{2013--2016}{fullstack web developer}{Rispo example}{Stavropol}{}
        {}
        \\cventry{2009--2012}{C\\#, JS intern / junior developer}{freelance / internships}{Moscow}{}
        {}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [p["organization"] for p in plain["positions"]] == ["Rispo example"]


def test_a_town_or_a_second_title_where_the_unit_goes_is_no_department() -> None:
    plain = draft_of(
        """\
        <h2>Experience</h2>
        <div class="experience-item">
            <div class="company">Vavilexample LLC — Kazan — <a href="https://example.ru">example.ru</a></div>
            <div class="position">Architect</div>
            <div class="period">May 2014 – November 2014 (7 months)</div>
        </div>
        """,
        name="cv.html",
    ).plain()
    (post,) = plain["positions"]
    assert (post["title"], post["organization"], post.get("department")) == (
        "Architect",
        "Vavilexample LLC",
        None,
    )


# -- twenty-first round: group 26 read ---------------------------------------------------------------


def test_friggeri_entries_dated_month_dash_two_digit_year() -> None:
    plain = draft_of(
        """\
        \\documentclass[]{friggeri-cv}
        \\begin{document}
        \\section{Experience}
        \\begin{entrylist}
            \\entry
                {03-16 - Now}
                {DevOps Technical Leader}
                {Squadexample, Toulouse, France}
                {Team technical management.\\\\}
            \\entry
                {12-04 - 01-09}
                {Business Owner}
                {Damexample Fruits \\& Legumes, France}
                {Manage marketing operations.\\\\}
            \\entry
                {09-01 - 11-04}
                {Landscape Architect}
                {Local Council of Martigues, France}
                {Manage marketing operations.\\\\}
        \\end{entrylist}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("DevOps Technical Leader", "Squadexample", "2016-03", None),
        ("Business Owner", "Damexample Fruits & Legumes", "2004-12", "2009-01"),
        ("Landscape Architect", "Local Council of Martigues", "2001-09", "2004-11"),
    ]


def test_a_vice_president_written_short_a_qa_title_and_a_duty_that_starts_with_lead() -> None:
    plain = draft_of(
        """\
        Experiences
        -----------

        :2016 - 2022: **VP Engineering** Vadexample_

           - Lead a team of senior engineers
           - Built the engineering team

        :2016 - 2016: **QA Manager**

           - lead a team of QA Engineer

        :2011 - 2016: **Senior Software & Test Engineer**, Cloudexample_

          Wrote a test automation framework.

        .. _Vadexample: http://www.example.com
        .. _Cloudexample: http://www.example.org
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("VP Engineering", "Vadexample", 2016),
        ("QA Manager", "Vadexample", 2016),
        ("Senior Software & Test Engineer", "Cloudexample", 2011),
    ]


def test_a_bio_with_previously_held_posts_and_the_year_of_its_doctorate_first() -> None:
    plain = draft_of("""\
        ---
        layout: about
        ---

        I am currently a senior algorithm engineer at Tencent Example. I was previously a senior
        algorithm engineer at [Huya Example Inc.](https://example.com) (2021 ~ 2025). In 2018, I
        received my Ph.D. degree from the Department of Computer Science, South China University of
        Technology, Guangzhou, China.
        """).plain()
    assert [(p["title"], p["organization"], p.get("start"), p.get("end")) for p in plain["positions"]] == [
        ("Senior Algorithm Engineer", "Tencent Example", None, None),
        ("Senior Algorithm Engineer", "Huya Example Inc", 2021, 2025),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("PhD", "South China University of Technology", 2018)
    ]


def test_an_honours_bachelor_written_hbsc_is_a_bachelors() -> None:
    plain = draft_of("""\
        Education
        ======
        * PhD Student in Biomedical Engineering, University of Torexample, ON, CA, 2024 - Present
        * HBSc. in Bioinformatics and Computational Biology, University of Torexample, 2020 - 2024
        * HBSc, University of Torexample, 2019
        """).plain()
    assert [(e["degree"], e.get("end")) for e in plain["education"]] == [
        ("PhD", None),
        ("BSc", 2024),
        ("BSc", 2019),
    ]


def test_an_acronym_before_a_named_lab_is_the_labs_organisation() -> None:
    plain = draft_of("""\
        ---
        widget: experience
        experience:
          - title: Research Assistant
            company: UCX Intelligent Systems Lab
            date_start: '2019-12-01'
            date_end: '2020-12-01'
          - title: Research Engineer
            company: US Naval Research Laboratory
            date_start: '2021-01-01'
            date_end: '2022-12-01'
        ---
        """).plain()
    assert [(p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("UCX", "Intelligent Systems Lab"),
        ("US Naval Research Laboratory", None),
    ]


def test_a_field_named_by_its_dates_over_a_first_person_description_is_a_post() -> None:
    plain = draft_of(
        """\
        Experiences
        -----------

        :2007 - 2009: **QA engineer leader**, Bizexample_

          I was in charge of the QA. Manage a team of 3 engineers. Investigated on critical issues
          raised by the support team.

        .. _Bizexample: http://www.example.com
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("QA Engineer Leader", "Bizexample", 2007, 2009)
    ]


def test_trades_are_titles_and_a_month_without_a_year_is_no_employer() -> None:
    plain = draft_of("""\
        ## Work Experiences
        `Aug. - Current`
        __Barista, *Philz Example*__, Fremont, CA

        `2016 - 2017`
        __Head Cashier, *Seol Example Dessert Cafe*__, Seoul

        `2010 - To Date`
        __Camp Counselor, *Hamilton Example Schoolboard*__, Hamilton
        """).plain()
    assert [(p["title"], p["organization"], p.get("start")) for p in plain["positions"]] == [
        ("Barista", "Philz Example", None),
        ("Head Cashier", "Seol Example Dessert Cafe", 2016),
        ("Camp Counselor", "Hamilton Example Schoolboard", 2010),
    ]
    assert "end" not in plain["positions"][2] and plain["positions"][2].get("current") is not False


# -- twenty-second round: group 27 read --------------------------------------------------------------


def test_a_bold_title_and_employer_over_a_long_description_is_a_post_not_a_project() -> None:
    plain = draft_of("""\
        ---
        title: "Jack Example"
        ---

        ## Professional Experience

        **Software Engineering Intern — Northwestern Example** *(May 2023 – August 2023)*
        Worked with the DevOps team on an in-house customer relationship platform. Developed
        synthetic monitors to detect platform crashes and reduce site downtime.
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Software Engineering Intern", "Northwestern Example", "2023-05")
    ]


def test_two_dated_degree_lines_with_the_degree_last_are_two_entries() -> None:
    plain = draft_of(
        """\
        Education
        ---------

        :2009-2012: Science University of Examplepécs, Physicist Msc
        :2006-2009: Science University of Examplepécs, Physics Bsc
        """,
        name="resume.rst",
    ).plain()
    assert [(e["degree"], e["institution"], e["start"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Science University of Examplepécs", 2009, 2012),
        ("BSc", "Science University of Examplepécs", 2006, 2009),
    ]


def test_a_french_cv_in_a_latex_table_its_maitrise_and_licence() -> None:
    plain = draft_of(
        """\
        \\documentclass{article}
        \\begin{document}
        \\section{Expériences Professionnelles}
        \\begin{tabular}{r|p{13cm}}
         \\emph{Depuis 2013} & Éducatrice, Cooperative Sociale Tuttinexample à Milan, Italie.\\\\
        \\end{tabular}
        \\section{Formation}
        \\begin{tabular}{rp{14,5cm}}
         2014 & Maitrise en ``Politiques et Services'' à l'Università di Torexample, Italie\\\\
        2009 & Licence en Sciences de l'Education --- filière Y à l'Università di Milexample, Italie\\\\
        \\end{tabular}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Éducatrice", "Cooperative Sociale Tuttinexample", 2013, None)
    ]
    assert [(e["degree"], e["field"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Politiques et Services", "Università di Torexample", 2014),
        ("BSc", "Sciences de l'Education", "Università di Milexample", 2009),
    ]


def test_a_danish_markdown_cv_its_sections_titles_and_degrees() -> None:
    plain = draft_of("""\
        Sebastian Example
        ================

        Uddannelse
        ----------
        2019-2021:   **Kandidat i Informationsteknologi** - DTU

        2015-2018:   **Diplomingeniør i Softwareteknologi** - DTU

        Erhvervserfaring
        ----------
        **Konsulent - Netlight Example** 2021 - 2023
        Som konsulent har jeg hjulpet kunder med forskellige problemløsninger.

        **Studiemedarbejder - Unity Example** 2017-2018
        Hos Unity arbejdede jeg som studiemedarbejder.
        """).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Konsulent", "Netlight Example", 2021),
        ("Studiemedarbejder", "Unity Example", 2017),
    ]
    assert [(e["degree"], e["field"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Informationsteknologi", 2021),
        ("BEng", "Softwareteknologi", 2018),
    ]


def test_a_latex_entrys_dates_on_two_lines_the_end_above_the_start() -> None:
    plain = draft_of(
        """\
        \\documentclass{article}
        \\begin{document}
        \\section{Experience}
        \\begin{entrylist}
            \\entry
            {Present\\\\Sep 2019}
            {Software Developer}
            {Grupo Example}
            {Developer on several Scrum projects.}
            \\entry
            {Nov 2017\\\\Jun 2019}
            {Desarrollador}
            {Sistemas y Computadores Example}
            {Maintained the reporting application.}
        \\end{entrylist}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Grupo Example", "2019-09", None),
        ("Sistemas y Computadores Example", "2017-11", "2019-06"),
    ]


def test_a_spanish_cvs_education_heading_and_its_grado() -> None:
    plain = draft_of(
        """\
        \\documentclass{article}
        \\begin{document}
        \\cvsect{Experiencia}
        \\begin{entrylist}
        \\entry
        {2019 - 2021}
        {Desarrollador}
        {Grupo Example}
        {}
        \\end{entrylist}
        \\cvsect{Educación}
        \\begin{entrylist}
        \\entry
        {2013 - 2017}
        {GRADO EN HISTORIA}
        {Universidad de Las Palmas de Example}
        {}
        \\end{entrylist}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Desarrollador", "Grupo Example")
    ]
    assert [(e["degree"], e["field"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "HISTORIA", "Universidad de Las Palmas de Example", 2017)
    ]


# -- twenty-third round: group 28 read ---------------------------------------------------------------


def test_a_third_person_bio_names_posts_by_the_persons_first_name() -> None:
    plain = draft_of(
        """\
        # About

        Maria Example-Lopez is a Teaching and Research Assistant with Ph.D. at the Department of
        Physics at Universidad Example de Madrid. Maria was Teaching Assistant at Escuela Example
        Nacional during the academic course 2015/2016. Maria also was a research visitor at the
        Example Lab at Monash University, Australia (2023).
        """,
        name="about.md",
    ).plain()
    assert [(p["title"], p["organization"], p.get("start"), p.get("end")) for p in plain["positions"]] == [
        ("Teaching and Research Assistant", "Universidad Example de Madrid", None, None),
        ("Teaching Assistant", "Escuela Example Nacional", 2015, 2016),
        ("Research Visitor", "Monash University", 2023, 2023),
    ]


def test_an_academic_year_with_a_slash_is_a_range_and_may_begin_a_longer_one() -> None:
    from scholarkg.extract.dates import When, find_ranges

    assert [(r.start, r.end) for r in find_ranges("Summer of 2000/2001")] == [(When(2000), When(2001))]
    assert [(r.start, r.end) for r in find_ranges("— 2013/2014–2016")] == [(When(2013), When(2016))]
    assert find_ranges("2015/2017") == []  # not one academic year: left alone


def test_a_heading_broken_inside_its_dates_bracket_keeps_the_employer_clean() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>Experience</h2>
        <h3>Research Assistant: University of Example (Summer of
        2000/2001)</h3>
        <ul><li>Assisted Dr Ann Example with a number theory program.</li></ul>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("University of Example", 2000, 2001)
    ]


def test_working_as_after_i_am_is_held_now_and_the_tagline_shortens_it() -> None:
    draft = draft_of(
        """\
        ---
        layout: about
        subtitle: Robotics & Control Engineer @ <a href="https://example.com">Examplebotics</a>
        ---

        I'm a Mechatronics Engineer working as a Robotics Software & Control Engineer at
        [Examplebotics](https://example.com), where I develop embedded software.
        """,
        name="about.md",
    )
    assert [(p["title"], p["organization"], p.get("current")) for p in draft.plain()["positions"]] == [
        ("Robotics Software & Control Engineer", "Examplebotics", None)
    ]


def test_a_latex_entry_told_in_the_first_person_is_still_a_post() -> None:
    plain = draft_of(
        """\
        \\documentclass[]{friggeri-cv}
        \\begin{document}
        \\section{experiences}
        \\begin{entrylist}
        \t\\entry
        \t{2018}
        \t{Golang Developer}
        \t{Examplecorp}
        \t{During my time here, I worked on two chat bots written in Go.}
        \t\\entry
        \t{2014 - 2016}
        \t{Teacher Assistant}
        \t{Example University of Technology}
        \t{Introduction to Computer Programming.}
        \\end{entrylist}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Golang Developer", "Examplecorp", 2018, 2018),
        ("Teacher Assistant", "Example University of Technology", 2014, 2016),
    ]


def test_a_moderncv_entry_without_an_employer_names_it_in_the_place_argument() -> None:
    plain = draft_of(
        """\
        \\documentclass{moderncv}
        \\begin{document}
        \\section{Experiences}
        \\cventry{since Apr 2015}{Postdoctoral researcher}{}{University of Example, Belgium}{}
                {As a PostDoc in the lab of Prof. Ann Example, I am investigating PET.}
        \\cventry{May 2011 - Jan 2015}{PhD student}{}{EXRC, Institute for Examples}{}
                {As a PhD student, I was evaluating attenuation correction.}
        \\cventry{Apr 2013 - Feb 2015}{member of the management board of Example BigBand e.V.}{}{}{}
               {In our student big band, I was organizing concerts.}
        \\cventry{Aug 2008 - Jul 2009}{Student research assistant}{}{EXRC Institute of Physics}{}{}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Postdoctoral Researcher", "University of Example", "2015-04"),
        ("Student Research Assistant", "EXRC Institute of Physics", "2008-08"),
    ]


def test_a_bio_naming_the_employer_in_short_adds_no_second_post() -> None:
    plain = draft_of(
        """\
        ---
        title: Ann Example
        ---

        I am a Physicist, currently working as a Postdoctoral Scientist at TU Berlin.

        ## Experience

        - **Postdoctoral Scientist**, Technische Universität Berlin, 2023 - present
        - **Research Intern**, Example Institute, 2017
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Postdoctoral Scientist", "Technische Universität Berlin"),
        ("Research Intern", "Example Institute"),
    ]


def test_a_markdown_cvs_place_in_a_code_fence_parts_no_employer_from_its_title() -> None:
    plain = draft_of(
        """\
        ## WORK EXPERIENCE

        ### **Example Player**  `May 2022 - Now`

        ```
        Eindhoven, The Netherlands
        ```

        **_Software Engineer_**

        - Orchestrated system observability using **Datadog**, and automated **CI/CD** pipelines.
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Software Engineer", "Example Player", "2022-05")
    ]


def test_a_named_institute_then_its_town_written_without_the_hyphen() -> None:
    plain = draft_of(
        """\
        ## Experience

        `Jul-Sep 2017` **[National Institute for Example Technologies, Cluj Napoca](http://x.ro)** Intern
        - Implemented digital circuits on an FPGA board.
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Intern", "National Institute for Example Technologies")
    ]


def test_an_orbit_resume_entry_head_in_nested_divs_is_one_entry() -> None:
    plain = draft_of(
        """\
        <!DOCTYPE html>
        <html><body>
        <section class="experiences-section section">
            <h2 class="section-title">Experiences</h2>
            <div class="item">
                <div class="meta">
                    <div class="upper-row">
                        <h3 class="job-title">Bartender</h3>
                        <div class="time">2012 - 2014</div>
                    </div><!--//upper-row-->
                    <div class="company">Example Hotel, Dublin.</div>
                </div><!--//meta-->
                <div class="details">
                    <p>Greeted and seated customers in a friendly manner.</p>
                </div>
            </div>
        </section>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Bartender", "Example Hotel", 2012, 2014)
    ]


def test_a_portuguese_cvs_sections_are_known() -> None:
    plain = draft_of(
        """\
        # Ana Exemplo

        ## Experiência Profissional

        - 2014-2016 · Programadora · Empresa Exemplo, Lda.

        ## Educação

        - 2010-2013 · Licenciatura em Engenharia Informática · Universidade do Exemplo

        ## Atividades e Participações

        - 2012-2013 · Vice-Diretora · Centro de Estudantes
        """,
        name="cv.md",
    ).plain()
    assert [(e["degree"], e["institution"], e.get("field"), e["end"]) for e in plain["education"]] == [
        ("BSc", "Universidade do Exemplo", "Engenharia Informática", 2013)
    ]
    assert [p["organization"] for p in plain["positions"]] == ["Empresa Exemplo, Lda"]


def test_a_bs_ms_dual_degree_is_two_degrees_ending_together() -> None:
    plain = draft_of(
        """\
        ## EDUCATION

        | **M.Tech. in Quantum Technology, IISc Example** | **2022- 2024**|
        | **B.S M.S. in Physics, IIT Example** | **2015- 2020**|
        """,
        name="cv.md",
    ).plain()
    assert [(e["degree"], e["institution"], e.get("end")) for e in plain["education"]] == [
        ("MEng", "IISc Example", 2024),
        ("BSc", "IIT Example", 2020),
        ("MSc", "IIT Example", 2020),
    ]


def test_a_country_after_a_universitys_name_without_a_comma_is_its_place() -> None:
    from scholarkg.extract.orgs import split_org

    assert split_org("Bicol University Philippines").organization == "Bicol University"
    assert split_org("University of the Philippines").organization == "University of the Philippines"
    # a name that needs its country keeps it
    assert split_org("National University Singapore").organization == "National University Singapore"


def test_an_institutes_long_name_is_still_an_employer() -> None:
    plain = draft_of(
        """\
        ## Experience

        2017 | National Institute for Research and Development of Example and Molecular Technologies | Intern
        """,
        name="index.md",
    ).plain()
    assert [p["organization"] for p in plain["positions"]] == [
        "National Institute for Research and Development of Example and Molecular Technologies"
    ]


def test_an_ieee_style_bio_names_each_degree_in_its_own_clause() -> None:
    plain = draft_of(
        """\
        # Ann Example

        She received the B.Sc. degree in electrical engineering from Example University, Tehran,
        Iran, in 2005, and the M.Sc. and Ph.D. degrees from University of Toronto, Toronto, ON,
        Canada, in 2008 and 2012, respectively. He also received the M.Sc. degree in Physics (2017)
        and Ph.D. degree in Physics (2022), both degrees from Universidad Example de Madrid. I
        obtained the Ph.D in the [MAP-x](https://example.org) Doctoral Programme in Computer Science
        in 2012.
        """,
        name="about.md",
    ).plain()
    assert [(e["degree"], e["institution"], e.get("end")) for e in plain["education"]] == [
        ("BSc", "Example University", 2005),
        ("MSc", "University of Toronto", 2008),
        ("PhD", "University of Toronto", 2012),
        ("MSc", "Universidad Example de Madrid", 2017),
        ("PhD", "Universidad Example de Madrid", 2022),
        ("PhD", "MAP-x", 2012),
    ]


# -- twenty-fourth round: group 29 read --------------------------------------------------------------


def test_an_rst_definition_list_of_posts_with_description_and_organization_fields() -> None:
    plain = draft_of(
        """\
        Experience
        ----------
        September, 2018 - May, 2019
            :description: Python/Django Developer
            :organization: Examplerush
            :location: Saint-Petersburg, Russia

            Worked as a developer in a small team.

        Education
        ----------
        2007-2012
            :description: Bachelor Degree in Telecommunications
            :organization: Far East State Example University
            :location: Khabarovsk, Russia
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Python/Django Developer", "Examplerush", "2018-09", "2019-05")
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Far East State Example University", 2012)
    ]


def test_rst_dated_employer_titles_under_a_section_and_the_title_as_first_sentence() -> None:
    plain = draft_of(
        """\
        Greetings
        ---------

        My name is Ann Example.

        Employment History
        ------------------

        2003 - 2009: Examplesoft, Inc - Palo Alto, CA
        =============================================

        Lead Developer. Examplesoft is the original wiki company. Helped develop its
        enterprise wiki platform.

        2000 - 2001: ActiveExample - Vancouver, BC
        ==========================================

        Software Developer. ActiveExample is known for putting Perl on Windows.
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Lead Developer", "Examplesoft, Inc", 2003, 2009),
        ("Software Developer", "ActiveExample", 2000, 2001),
    ]


def test_a_line_saying_what_the_owner_worked_as_titles_the_employer_heading_above() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h3>Part Time Work</h3>
           <h4>Examplemart </h4>
              <p>Examplemart September 2017- April 2018</p>
              <p>Worked as a cashier and Stock Management </p>
           <h4>Example Stores</h4>
              <p>Example Stores June 2018 - March 2020</p>
              <p>Worked as a Deli Assistant</p>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department"), p["start"]) for p in plain["positions"]] == [
        ("Cashier", "Examplemart", None, "2017-09"),
        ("Deli Assistant", "Example Stores", None, "2018-06"),
    ]


def test_german_trades_written_as_compounds_are_titles_each_a_post() -> None:
    plain = draft_of(
        """\
        ## Berufserfahrung

        `11/2017-9/2018`
        **Example GmbH**, Linz
        - Barkeeper
        - Event-Servicekraft

        `6/2016`
        **Kinderhotel Example**, Hinterglemm
        - Jungkoch
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Barkeeper", "Example GmbH", "2017-11"),
        ("Event-Servicekraft", "Example GmbH", "2017-11"),
        ("Jungkoch", "Kinderhotel Example", "2016-06"),
    ]


def test_a_latex_table_that_sets_a_dash_between_its_date_columns() -> None:
    plain = draft_of(
        """\
        \\documentclass{article}
        \\begin{document}
        \\section*{Experience}
        \\begin{tabular}{@{}l@{\\enspace--\\enspace}ll}
            \\textbf{2020 Aug.} & Present & Android Tech Lead at \\textbf{Example Software}. \\\\
        \\end{tabular} \\\\[0.2em]
        Code reviews, Tech-talks, Estimating projects.

        \\begin{tabular}{@{}l@{\\enspace--\\enspace}ll}
            \\textbf{2015 Mar.} & \\textbf{2017 Aug.} & Android Developer at \\textbf{Corgi Example Inc}. \\\\
        \\end{tabular} \\\\[0.2em]
        UI/UX Design, App development.
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Android Tech Lead", "Example Software", "2020-08", None),
        ("Android Developer", "Corgi Example Inc", "2015-03", "2017-08"),
    ]


def test_a_range_whose_end_is_estimated_ends_there() -> None:
    from scholarkg.extract.dates import When, find_ranges

    assert [(r.start, r.end) for r in find_ranges("2022 -- Est. 2027")] == [(When(2022), When(2027))]
    draft = draft_of(
        """\
        ## Education

        **Example University**, Princeton, NJ · 2022 – Est. 2027 *Ph.D.* in Computer Science
        """,
        name="cv.md",
    )
    education = draft.plain()["education"]
    assert [(e["degree"], e["institution"], e["end"]) for e in education] == [
        ("PhD", "Example University", 2027)
    ]
    assert "expected date" in to_yaml(draft)


def test_hugo_toml_front_matter_with_a_stray_line_is_still_read() -> None:
    plain = draft_of(
        """\
        +++
        widget = "experience"
        title = "Experience"

        [[experience]]
          title = "Graduate Student"
          company = "Example State University"
          date_start = "Aug 2020"
          date_end = ""
          description = "Cognitive Psychology"
          Responsibilities include: ""
        +++
        """,
        name="experience.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Graduate Student", "Example State University", "2020-08")
    ]


def test_a_spanish_plain_text_cv_and_its_day_first_end_date() -> None:
    from scholarkg.extract.dates import When, parse_date

    assert parse_date("31 de agosto de 2026") == When(2026, 8, 31)
    plain = draft_of(
        """\
        Ana Ejemplo

        Educación
        Universidad Ejemplo                                        Ingeniería de Sistemas

        Experiencia Laboral
        Ejemplo (Cali, Colombia)
        Desarrollador Full Stack \t\t\tFebrero 2026 – 31 de agosto de 2026
        •\tDesarrollé funcionalidades de frontend y backend.
        """,
        name="cv.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Desarrollador Full Stack", "Ejemplo", "2026-02", "2026-08-31")
    ]


def test_an_employer_and_its_town_in_the_item_under_a_dated_title() -> None:
    plain = draft_of(
        """\
        ## Work History
        - Founder – Example Watch Trading Network, 2021 – Current
        - Private Activity – Switzerland
        - Established a private resale network for watches.
        - Real Estate Broker Assistant, 07/2022 – 08/2023
        - Example-Immo – Geneva
        - Drafted real estate contracts.
        - Mathematics Tutor, 09/2021 – 06/2022
        - Self-employed – France/Switzerland
        - Provided regular tutoring to over 20 students.
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Founder", "Example Watch Trading Network"),
        ("Real Estate Broker Assistant", "Example-Immo"),
    ]


def test_an_undergraduate_completed_at_a_school_under_the_advising_of_two() -> None:
    plain = draft_of(
        """\
        # About

        I am a Ph.D. student in Electrical and Computer Engineering at EXU. I am advised by
        [Ann Example](http://example.org/).

        Previously, I also completed my undergraduate at EXU where I completed my undergraduate
        thesis under the advising of [Bob Example](http://example.org/) and [Cy Example](http://example.org/).
        """,
        name="about.md",
    ).plain()
    assert [(e["degree"], e["institution"], e.get("advisors")) for e in plain["education"]] == [
        ("PhD", "EXU", ["Ann Example"]),
        ("BSc", "EXU", ["Bob Example", "Cy Example"]),
    ]


def test_a_degree_on_the_card_at_the_top_of_a_page() -> None:
    plain = draft_of(
        """\
        ---
        layout: cv
        title: "个人简历"
        ---
        ## 个人简介

        **才例** · 前端工程师

        🏫 本科 · 中国例子大学 · 2017 - 2021

        📧 [example@example.com](mailto:example@example.com)
        """,
        name="index.md",
    ).plain()
    assert [(e["degree"], e["institution"], e["start"], e["end"]) for e in plain["education"]] == [
        ("BSc", "中国例子大学", 2017, 2021)
    ]


def test_career_highlights_are_no_list_of_posts() -> None:
    from scholarkg.extract.layout import classify_heading

    assert classify_heading("Career Highlights") == "other"
    assert classify_heading("Career Hilights") == "other"
    assert classify_heading("Career History") == "career"


def test_two_title_items_under_one_employer_and_its_dates_are_two_posts() -> None:
    plain = draft_of(
        """\
        ## Experience

        `11/2017-9/2018`
        **Example Events GmbH**, Linz
        - Bartender
        - Event Manager
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Bartender", "Example Events GmbH", "2017-11", "2018-09"),
        ("Event Manager", "Example Events GmbH", "2017-11", "2018-09"),
    ]


def test_the_first_year_of_a_degree_is_no_degree_held() -> None:
    draft = draft_of(
        """\
        ## Education
        - Bachelor’s degree: Mathematics with Computer Science, 09/2024 – 05/2026
        - Example University, Paris
        - First year of dual bachelor’s degree: Mathematics & Computer Science, 09/2022 – 05/2023
        - University of Example 1 – Ranked 8/148 in the class of 2023
        """,
        name="cv.md",
    )
    assert [(e["degree"], e["institution"]) for e in draft.plain()["education"]] == [
        ("BSc", "Example University")
    ]
    assert "not completed" in to_yaml(draft)


# -- twenty-fifth round: group 30 read ----------------------------------------------------------


def test_title_and_unit_headings_over_bold_employer_items_are_posts() -> None:
    plain = draft_of(
        """\
        # **Jun(Ray) Example**

        ## **3. Experience**

        ### **Team Leader, Global Development Engineering Department**

        - **[Example Molding Systems][#EMS], 11/2005 - 12/2016**

          Founded the team and led it.

          **Awards**

          - **Special Contribution Award**, 2007

        ### **Senior Application Engineer, Memory Competence Center**

        - **[Example Microelectronics][#EM], 9/2003 - 11/2005**

          A technical liaison role.

        [#EMS]: https://example.com/ems
        [#EM]: https://example.com/em
        """,
        name="cv.md",
    ).plain()
    assert (plain["name"], plain["aliases"]) == ("Jun Example", ["Ray Example"])
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Team Leader", "Example Molding Systems", "2005-11", "2016-12"),
        ("Senior Application Engineer", "Example Microelectronics", "2003-09", "2005-11"),
    ]


def test_a_bold_field_item_above_the_institution_item_is_the_field() -> None:
    plain = draft_of(
        """\
        ## Education

        - **Master**, _summa cum laude_
          - **Electrical Engineering**, 09/1999 - 03/2002
          - [Example Institute of Technology][#EIT], Harbin

        [#EIT]: https://example.com/eit
        """,
        name="cv.md",
    ).plain()
    assert [(e["degree"], e["field"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Electrical Engineering", "Example Institute of Technology", "2002-03")
    ]


def test_an_environment_shows_its_argument_at_its_end() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \newenvironment{header}{
            \centering\linespread{1.5}
        }{\par}
        \newenvironment{twocolentry}[2][]{
            \def\secondColumn{#2}
            \setcolumnwidth{\fill, 4.5cm}
            \begin{paracol}{2}
        }{
            \switchcolumn \raggedleft \secondColumn
            \end{paracol}
        }
        \begin{document}
        \begin{header}
            \textbf{\fontsize{24pt}{24pt}\selectfont Ravi Example Kumar}
        \end{header}

        \section{Education}
        \begin{twocolentry}{
            \textit{2022 -- 2026}
        }
            \textbf{Example Institute of Technology}

            \textit{Bachelor of Engineering in Computer Engineering}
        \end{twocolentry}

        \section{Work Experience}
        \begin{twocolentry}{
            \textit{Jul 2024 -- Jun 2025}
        }
            \textbf{Example Research Institute}

            \textit{Project Intern (Remote)}
        \end{twocolentry}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert plain["name"] == "Ravi Example Kumar"
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Project Intern", "Example Research Institute", "2024-07", "2025-06")
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BEng", "Example Institute of Technology", 2026)
    ]


def test_a_bio_sentence_of_two_posts_joined_by_and_worked_as() -> None:
    plain = draft_of(
        """\
        # Andrea Example

        I am a Postdoctoral Researcher at the Example Foundation in Turin. I received my PhD
        from Example University, under the supervision of Vincenzo Sample.

        Previously, I held position as a Researcher at CENTAI and worked as a Postdoctoral
        Researcher at the Neuro-X Institute at EPFL (Geneva), under the guidance of Dr. Enrico
        Amico. I have also held research positions at The Alan Turing Institute (London) and
        served as a Research Assistant at Queen Mary University of London.

        My interest in networks began in 2014, under the supervision of Vincenzo Sample.
        """,
        name="about.md",
    ).plain()
    assert [(p["title"], p["organization"], p.get("current")) for p in plain["positions"]] == [
        ("Postdoctoral Researcher", "Example Foundation", None),
        ("Researcher", "CENTAI", False),
        ("Postdoctoral Researcher", "EPFL", False),
        ("Research Assistant", "Queen Mary University of London", False),
    ]
    assert [e["advisors"] for e in plain["education"]] == [["Vincenzo Sample"]]


def test_a_bio_lists_posts_as_clauses_and_degrees_before_their_school() -> None:
    plain = draft_of(
        """\
        # Andres Example

        I hold an M.A. in Economics and B.A degrees in Economics and Political Science from
        Universidad de los Andes.

        Previously, I worked as a predoctoral research fellow at the Inter-American Development
        Bank, as a research consultant at the World Bank, and as a research assistant at
        Universidad de Los Andes and Universidad del Rosario.
        """,
        name="about.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Predoctoral Research Fellow", "Inter-American Development Bank"),
        ("Research Consultant", "World Bank"),
        ("Research Assistant", "Universidad de Los Andes"),
        ("Research Assistant", "Universidad del Rosario"),
    ]
    assert [(e["degree"], e["field"], e["institution"]) for e in plain["education"]] == [
        ("MA", "Economics", "Universidad de los Andes"),
        ("BA", "Economics and Political Science", "Universidad de los Andes"),
    ]


def test_a_title_in_brackets_after_the_employer() -> None:
    text = """\
        INTERNSHIP EXPERIENCE
        1. Examplehacks Pvt Ltd (Web Development Intern) — July 2023 to August 2023
           - Developed and optimized blog websites.

        2. Samplesoft Pvt Ltd (Python Programming Intern) — June 2024 to July 2024
           - Applied core Python concepts to mini projects.
        """
    assert positions_of(text, "resume.txt") == [
        ("Web Development Intern", "Examplehacks Pvt Ltd", "2023-07", "2023-08"),
        ("Python Programming Intern", "Samplesoft Pvt Ltd", "2024-06", "2024-07"),
    ]


def test_a_year_alone_closes_an_html_entry_under_its_heading() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>Education</h2>
        <h3>Université d’Exemple</h3>
        <p>Master Degree in Economics : Engineering and Assessment</p>
        <p>Angers, France</p>
        <p>2021</p>
        <h2>Professional Experience</h2>
        <h3>Data Scientist, intern</h3>
        <p>SAS ExampleSapience</p>
        <p>Saint-Jean, France</p>
        <p>2019</p>
        <ul><li>Used R and Python to implement a recommender system</li></ul>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Université d’Exemple", 2021)
    ]
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Data Scientist, Intern", "SAS ExampleSapience", 2019, 2019)
    ]


def test_a_degree_studied_in_two_spans_ends_with_the_second() -> None:
    plain = draft_of(
        """\
        Education
        ---------

        * `Bachelor of Computer Science`_, `University of Example`_, 2008 - 2013, 2017 - 2018

        .. _Bachelor of Computer Science: https://cs.example.edu/
        .. _University of Example: https://example.edu/
        """,
        name="resume.rst",
    ).plain()
    assert [(e["degree"], e["institution"], e["start"], e["end"]) for e in plain["education"]] == [
        ("BSc", "University of Example", 2008, 2018)
    ]


def test_degrees_each_on_a_line_under_one_dated_institution() -> None:
    plain = draft_of(
        """\
        Education
        =========

        University of Example, Seattle (2016-2020)

        Bachelor of Arts, Linguistics

        Bachelor of Science, Speech & Hearing Science
        """,
        name="resume.rst",
    ).plain()
    assert [(e["degree"], e["institution"], e["start"], e["end"]) for e in plain["education"]] == [
        ("BA", "University of Example", 2016, 2020),
        ("BSc", "University of Example", 2016, 2020),
    ]


def test_an_ordinal_day_with_a_comma_is_part_of_the_date() -> None:
    from scholarkg.extract.dates import parse_date

    assert parse_date("25th, April, 2019").value() == "2019-04-25"  # type: ignore[union-attr]
    assert parse_date("12, May 2019") is None  # "Vol. 12, May 2019": a number before the month
    text = """\
        Work experience
        ======

        * 25th, April, 2019: Visitor
          * Macau University
          * Supervisor: Professor Guanghui Example
        """
    assert positions_of(text, "cv.md") == [("Visitor", "Macau University", "2019-04-25", "2019-04-25")]


def test_a_month_and_year_joined_by_a_hyphen() -> None:
    from scholarkg.extract.dates import find_ranges

    [both] = find_ranges("02-2013 -- 09-2014")
    assert (both.start.value(), both.end.value()) == ("2013-02", "2014-09")  # type: ignore[union-attr]
    [years] = find_ranges("2012-2013")  # two years, not a month of 2013
    assert (years.start.value(), years.end.value()) == (2012, 2013)  # type: ignore[union-attr]


def test_a_degree_since_the_summer_of_a_year_began_then() -> None:
    plain = draft_of(
        """\
        ## Education

        **PhD student in Statistics,** *LMU Example* since the summer of 2023
        """,
        name="cv.md",
    ).plain()
    assert [(e["degree"], e.get("start"), e.get("end")) for e in plain["education"]] == [("PhD", 2023, None)]


def test_a_degree_of_no_level_then_a_master_both_from_one_school() -> None:
    plain = draft_of(
        """\
        # Andrea Example

        I obtained a degree in Mathematics and Master in Applied Mathematics both from the
        University of Example.
        """,
        name="about.md",
    ).plain()
    assert [(e["degree"], e["field"], e["institution"]) for e in plain["education"]] == [
        ("MSc", "Applied Mathematics", "University of Example")
    ]


def test_a_post_given_by_its_length_has_ended() -> None:
    plain = draft_of(
        """\
        ## Experience

        - Example Foods Rennes | Quality Intern | 8 weeks
        - Example Labs | Research Engineer | 2021 - present
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p.get("current")) for p in plain["positions"]] == [
        ("Quality Intern", False),
        ("Research Engineer", None),
    ]


def test_a_word_between_a_named_body_and_a_known_place_is_a_town() -> None:
    from scholarkg.extract.orgs import split_org

    parts = split_org("Shri Example Seva Trust, Chitrakoot, Satna")
    assert (parts.organization, parts.places) == ("Shri Example Seva Trust", ["Chitrakoot", "Satna"])


def test_undated_rows_of_an_employer_and_a_title_are_a_post_each() -> None:
    text = """\
        Experience
        Blueexample | Intelligent Automation Intern
        Example for Developers | AI-ML Virtual Intern
        EXAMPLECHIP | Embedded System Developer Intern
        Skills
        Python, C
        """
    assert [p[:2] for p in positions_of(text, "resume.txt")] == [
        ("Intelligent Automation Intern", "Blueexample"),
        ("AI-ML Virtual Intern", "Example for Developers"),
        ("Embedded System Developer Intern", "EXAMPLECHIP"),
    ]


def test_a_bold_macro_heading_with_a_bracketed_note_opens_its_section() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \newcommand{\resheading}[1]{{\large \colorbox{mygrey}{\begin{minipage}{\textwidth}
        {\textbf{#1 \vphantom{p\^{E}}}}\end{minipage}}}}
        \newcommand{\ressubheading}[4]{
        \begin{tabular*}{7.0in}{l@{\extracolsep{\fill}}r}
        \textbf{#1} & #2 \\
        \textit{#3} & \textit{#4} \\
        \end{tabular*}}
        \begin{document}
        \resheading{Education}
        \begin{itemize}
        \item \ressubheading{Example Institute of Technology}{Atlanta, GA}{B.S. Computer Science}
        {August 2019 - May 2023}
        \end{itemize}
        \resheading{Research Experience (Computer Science + Neuroscience)}
        \begin{itemize}
        \item \ressubheading{Example Cooking School}{Chantilly, VA}{Co-founder and Instructor}
        {January 2015 - June 2019}
        \end{itemize}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Co-founder and Instructor", "Example Cooking School", "2015-01", "2019-06")
    ]


def test_a_consultancy_and_its_client_joined_by_a_slash() -> None:
    from scholarkg.extract.orgs import split_org

    assert split_org("BULL / EDF, Toulouse, France").organization == "BULL"
    # a unit after the slash is still the unit of the name before it
    parts = split_org("Capital Fund Management / Econophysix Lab")
    assert (parts.organization, parts.units) == ("Capital Fund Management", ["Econophysix Lab"])


def test_degrees_a_bio_lists_after_as_well_as_and_semicolons() -> None:
    plain = draft_of(
        """\
        # Matt Example

        Professor Example holds six patents as well as a B.S. in Symbolic Systems from Stanford
        University; a masters' degree from the MIT Media Lab; and both MBA and doctoral degrees
        from Harvard University.
        """,
        name="about.md",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BSc", "Stanford University"),
        ("MBA", "Harvard University"),
        ("PhD", "Harvard University"),
    ]


# -- twenty-sixth round: group 31 read ---------------------------------------------------------


def test_a_json_resume_saved_as_text_is_read_as_cv_data() -> None:
    draft = draft_of(
        """\
        {
          "basics": {"name": "Ana Lima", "email": "ana.lima@example.org"},
          "work": [{"name": "Acme Labs", "position": "Test Engineer",
                    "startDate": "2022-08-01", "endDate": "2023-05-31"}],
          "education": [{"institution": "University of Pisa", "area": "",
                         "studyType": "Master of Artificial Intelligence",
                         "startDate": "2020-02-02", "endDate": "2021-11-01"}]
        }
        """,
        name="resume.txt",
    )
    plain = draft.plain()
    assert draft.style == "cv-data"
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Test Engineer", "Acme Labs", "2022-08", "2023-05")
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "University of Pisa", "2021-11")
    ]


def test_a_total_time_after_a_heading_and_a_duration_after_a_range_are_no_names() -> None:
    plain = draft_of(
        """\
        Ana Lima

        Опыт работы — 2 года 11 месяцев

            Acme Labs

            Март 2023 — Сентябрь 2024 1 год 7 месяцев

            Backend-разработчик

            Разрабатывал серверную часть.

        Work Experience - 5 years 2 months

        Software Engineer, Initech
        Jan 2022 - Mar 2023 1 yr 3 mos
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Backend-разработчик", "Acme Labs", "2023-03", "2024-09"),
        ("Software Engineer", "Initech", "2022-01", "2023-03"),
    ]


def test_list_items_that_are_headings_of_dates_employer_and_title() -> None:
    plain = draft_of(
        """\
        ## Experience

        - ##### Jan 2023 – Present

          ### Example Tech Lab

          #### Board Member of Pausch

          - Handled the lab's events.

        - ##### Feb 2021 – May 2022

          ### Insight XR

          #### VR Development Intern

          - Wrote a replay system.
        """,
        name="experience.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Board Member of Pausch", "Example Tech Lab", "2023-01", None),
        ("VR Development Intern", "Insight XR", "2021-02", "2022-05"),
    ]


def test_a_card_of_dates_and_place_beside_a_bold_title_over_an_italic_employer() -> None:
    plain = draft_of(
        """\
        <html><body><h1>Ana Lima</h1>
        <h3>EXPERIENCE</h3>
        <div class="flexbox">
          <div class="flextext">
            <p>07/2018 – Present</p>
            <p>Tilbury, Essex</p>
          </div>
          <div class="flextext">
            <p><strong>Fulfillment Associate</strong></p>
            <p><i>Example SARL</i></p>
            <p>Working in the shipping department for a year and a half. Sharing the auditor's role with
              another member of the team.</p>
          </div>
          <div class="flextext">
            <p>03/2017 – 02/2018</p>
            <p>London, Greater London</p>
          </div>
          <div class="flextext">
            <p><strong>Indoor Marshall</strong></p>
            <p><i>Eddie Example</i></p>
            <p>Prepared trailers for loading and departing. Checked pallets for damaged products, and
              prepared small cases for shipping.</p>
          </div>
          <div class="flextext">
            <p>09/2016 – 02/2017</p>
            <p>London, Greater London</p>
          </div>
          <div class="flextext">
            <p><strong>Picker and Packer</strong></p>
            <p><i>East Example</i></p>
            <p>Worked in a big food warehouse. Main duties were to pick and pack orders for the shops, and
              to keep the aisles clear.</p>
          </div>
        </div>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Fulfillment Associate", "Example SARL", "2018-07", None),
        ("Indoor Marshall", "Eddie Example", "2017-03", "2018-02"),
        ("Picker and Packer", "East Example", "2016-09", "2017-02"),
    ]
    # the card a paragraph of its own beside the post's
    plain = draft_of(
        """\
        # Ana Lima

        ## Experience

        07/2018 – Present
        Tilbury, Essex

        **Indoor Marshall**
        *Eddie Example*
        Prepared trailers for loading and departing. Checked pallets for damaged products.
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Indoor Marshall", "Eddie Example", "2018-07")
    ]


def test_a_dates_and_place_card_beside_a_bold_degree_over_an_italic_school() -> None:
    plain = draft_of(
        """\
        # Ana Lima

        ## Education

        09/2009-06/2013
        Kaunas, Lithuania

        **Masters of Laws**
        *Vytautas Example University*
        Law graduate
        """,
        name="cv.md",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Vytautas Example University", "2013-06")
    ]


def test_a_resume_of_summary_academic_details_and_a_sentence_of_work() -> None:
    plain = draft_of(
        """\
        ---
        layout: cv
        title: Ana
        ---
        # Ana
        DevOps Engineer

        ## PROFESSIONAL SUMMARY

        Having 4+ years of experience as DevOps Engineer in implementing the field of Build and
        release, Configuration Management, Cloud Services (AWS) and Containers.

        ### ACADEMIC DETAILS

        B.Tech from EXAMPLE INSTITUTE OF TECHNOLOGY & SCIENCE, JNTUH.

        ### WORK EXPERIENCE

        Currently working as DevOps Engineer in EXAMPLE SOFTWARE PVT LTD since Nov, 2017.
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("DevOps Engineer", "EXAMPLE SOFTWARE PVT LTD", "2017-11")
    ]
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BEng", "EXAMPLE INSTITUTE OF TECHNOLOGY & SCIENCE")
    ]


def test_a_bold_academics_term_over_a_grid_table_and_a_vidyapeetham() -> None:
    plain = draft_of(
        """\
        Ana Kumar
        ---------

        **Social links**
            1. `Github <https://github.com/example/>`_

        **Academics**
            +-------------+--------------------------------------------------+
            | 2005        | SSLC 89.5%                                       |
            +-------------+--------------------------------------------------+
            | 2007 - 2011 | - B.Tech Information Technology from             |
            |             |   Example Vishwa Vidyapeetham, Coimbatore.       |
            |             |                                                  |
            |             |  *College Projects*                              |
            |             |      - A website builder.                        |
            +-------------+--------------------------------------------------+
        """,
        name="resume.rst",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BEng", "Example Vishwa Vidyapeetham", 2011)
    ]


def test_a_school_studied_at_for_some_semesters_gave_no_degree() -> None:
    draft = draft_of(
        """\
        Ana Lima

        Academics
        =========

        B.Sc Information Technology [2012-13]
        Example Manipal University
        Studied for two semesters. Left after that to pursue professional interests.


        B.A. Philosophy [2009-2012]
        Example University
        Studied for five semesters. Liked the subject but not the way it was taught.
        """,
        name="cv.txt",
    )
    assert "education" not in draft.plain()
    assert [note for note in draft.plain()["notes"] if "read from them" in note] == []
    assert len([note for note in draft.plain()["notes"] if "not completed" in note]) == 2


def test_a_chinese_cv_of_full_width_bars_and_ranges_until_now() -> None:
    draft = draft_of(
        """\
        ---
        layout: archive
        title: "CV"
        ---

        ## 基本信息

        - 邮箱：ana@example.org

        ## 教育经历

        ### 深圳大学｜控制科学与工程｜硕士

        2025.09 至今，机电与控制工程学院。

        - 获得深圳大学 2025 级硕士研究生学业奖学金特等奖。

        ### 深圳大学｜机器人工程｜本科

        2021.09 - 2025.06，机电与控制工程学院。

        - 本科推免至深圳大学控制科学与工程专业。

        ## 实习经历

        ### 高擎机电｜运动控制算法实习生｜电控部-运控组

        2025.03 - 2025.07
        """,
        name="cv.md",
    )
    plain = draft.plain()
    assert "native_names" not in plain  # "基本信息" (basic details) is a heading, no name
    assert [
        (e["degree"], e["institution"], e.get("department"), e["start"], e.get("end"))
        for e in plain["education"]
    ] == [
        ("MSc", "深圳大学", "机电与控制工程学院", "2025-09", None),
        ("BSc", "深圳大学", "机电与控制工程学院", "2021-09", "2025-06"),
    ]
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("运动控制算法实习生", "高擎机电", "2025-03", "2025-07")
    ]


def test_a_github_heading_over_links_is_the_owners_contact() -> None:
    plain = draft_of(
        """\

        联系方式
        -------
        - Email: ana@example.org

        简要概况
        -------
        - 编程语言: python

        GITHUB
        ------
        - https://github.com/anaexample
        """,
        name="resume.rst",
    ).plain()
    assert "native_names" not in plain
    assert plain["identifiers"] == {"github": "anaexample"}


def test_hugo_experience_blocks_that_are_degrees_give_the_degrees() -> None:
    draft = draft_of(
        """\
        +++
        widget = "experience"
        title = "Experience"

        [[experience]]
          title = "MSc in Astrophysics"
          company = "Universidad Complutense de Madrid"
          date_start = "2019-09-01"
          date_end = "2020-09-16"

        [[experience]]
          title = "PhD Research Student"
          company = "University of Southampton"
          date_start = "2020-09-01"
          date_end = ""
        +++
        """,
        name="experience.md",
    )
    plain = draft.plain()
    # a post titled as the degree stays as the page lists it; a student's post is the degree
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("MSc in Astrophysics", "Universidad Complutense de Madrid")
    ]
    assert [(e["degree"], e["institution"], e.get("end")) for e in plain["education"]] == [
        ("MSc", "Universidad Complutense de Madrid", "2020-09"),
        ("PhD", "University of Southampton", None),
    ]


def test_a_degrees_abbreviation_with_a_comma_before_its_field() -> None:
    plain = draft_of(
        """\
        <html><body><h1>Ana Lima</h1>
        <h2>Education</h2>
        <p>MS, Technical Communication, <a href="http://e.edu">Example Institute of Technology</a>, 2013</p>
        <p>BA, Political Science, <a href="https://e.edu/">University of Wisconsin&ndash;Madison</a>, 1994</p>
        <p>BS, Physics, University of Example, 1990</p>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Example Institute of Technology", 2013),
        ("BA", "University of Wisconsin–Madison", 1994),
        ("BSc", "University of Example", 1990),
    ]


def test_a_town_and_its_states_code_after_the_employer_and_a_salesman() -> None:
    plain = draft_of(
        """\
        Experience
        ==========

        :2006-2010: Network Administrator - `Example Computers`_, Goshen, IN.

        :2003-2006: HelpDesk Representative & Retail Salesman - `Example Computers`_, Goshen IN.

        .. _`Example Computers`: http://www.example.com
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Network Administrator", "Example Computers", 2006),
        ("HelpDesk Representative & Retail Salesman", "Example Computers", 2003),
    ]


def test_a_note_to_self_in_a_list_of_degrees_is_no_degree() -> None:
    plain = draft_of(
        """\
        ## Education

        - **PhD Candidate**, Xiamen University — current.

        - **TODO:** Add undergraduate education, degree start dates, and expected PhD graduation date.
        """,
        name="cv.md",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [("PhD", "Xiamen University")]


def test_a_title_of_two_trades_joined_by_and() -> None:
    from scholarkg.extract.positions import take_title

    assert take_title("Assistant Story Writer and Basic Terrain Modeller") == (
        "Assistant Story Writer and Basic Terrain Modeller",
        49,
    )


def test_a_firm_then_its_city_with_no_comma_before_the_state() -> None:
    from scholarkg.extract.orgs import split_org

    parts = split_org("Bluecadet Philadelphia, PA")
    assert (parts.organization, parts.places) == ("Bluecadet", ["Philadelphia", "PA"])
    # a city's own name, a joined place and an acronym that is one name with its city stay whole
    assert split_org("New Taipei, Taiwan").organization is None
    assert split_org("Remote and Beijing, China").organization is None
    assert split_org("KU Leuven, Belgium").organization != "KU"


def test_a_hugo_author_files_career_list_and_brackets_of_advisor_and_unit() -> None:
    plain = draft_of(
        """\
        ---
        name: Ana Lima
        role: Assistant Professor of Energy Science \\& Engineering
        organizations:
        - name: DGIST
        education:
          courses:
          - course: PhD in Theoretical Chemistry (Karl Example)
            institution: Technical University of Munich (TUM) (Dep. of Chemistry, Garching, Germany)
            year: 2017
        career:
          positions:
          - position: Postdoc (Jens K. Example)
            institution: Stanford University (Dep. of Chemical Engineering, Stanford, CA, USA)
            year: 2017 - 2019
        ---
        """,
        name="_index.md",
    ).plain()
    assert [
        (p["title"], p["organization"], p.get("department"), p.get("start"), p.get("mentors"))
        for p in plain["positions"]
    ] == [
        ("Assistant Professor of Energy Science & Engineering", "DGIST", None, None, None),
        ("Postdoc", "Stanford University", "Dep. of Chemical Engineering", 2017, ["Jens K. Example"]),
    ]
    assert [
        (e["degree"], e["field"], e["institution"], e["department"], e["advisors"])
        for e in plain["education"]
    ] == [
        (
            "PhD",
            "Theoretical Chemistry",
            "Technical University of Munich (TUM)",
            "Dep. of Chemistry",
            ["Karl Example"],
        )
    ]


def test_a_field_of_research_after_a_title_is_part_of_the_title() -> None:
    plain = draft_of(
        """\
        ## Experience

        * Research Intern, Machine Learning, May 2018 - August 2018
          * Example.ai, San Francisco, CA

        **Team Lead Data Science**, _Example FTC GmbH_, Frankfurt, Germany
        05/2017 – 12/2019
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Research Intern, Machine Learning", "Example.ai", "2018-05"),
        ("Team Lead Data Science", "Example FTC GmbH", "2017-05"),
    ]


def test_advisors_after_a_dash_with_their_degrees_after_their_names() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        \section*{Education}
        \begin{itemize}\item Ph.D. candidate Economics\hfill 2015-present (expected 2019) \\
           Tallinn University of Technology \\
           Advisors - Lenno Example, Ph.D and Prof. Karsten Example, Ph.D
        \item MA Finance and Economics\hfill 2013-2015 \\
           Tallinn University of Technology
        \end{itemize}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(e["degree"], e.get("advisors")) for e in plain["education"]] == [
        ("PhD", ["Lenno Example", "Karsten Example"]),
        ("MA", None),
    ]


# -- twenty-seventh round: group 32 read ---------------------------------------------------------


def test_a_semicolon_before_the_town_and_between_two_titles_of_one_post() -> None:
    from scholarkg.extract.orgs import split_org
    from scholarkg.extract.positions import take_title

    parts = split_org("Dalhousie University; Halifax, Canada")
    assert (parts.organization, parts.places) == ("Dalhousie University", ["Halifax", "Canada"])
    assert take_title("Research Assistant; Software Developer, Blouin Lab") == (
        "Research Assistant; Software Developer",
        38,
    )
    # a semicolon before what is no title still ends the title
    assert take_title("Web Developer; Texas Faculty Association") == ("Web Developer", 13)


def test_a_latex_cvs_two_digit_month_year_ranges_and_letters_written_as_commands() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        \section{Education}
        \begin{entrylist}
          \entry
            {10/15-08/18}
            {Bachelor in Physics}
            {Universit\"at Heidelberg}
            {\begin{itemize}\item grade: 2.0 (UK: B)\end{itemize}}
          \entry
            {11/20-12/23}
            {Doctor of Science: Astronomy}
            {K{\o}benhavns Universitet}
            {\begin{itemize}\item title: Hot giant exoplanets\end{itemize}}
        \end{entrylist}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(e["degree"], e["institution"], e["start"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Universität Heidelberg", "2015-10", "2018-08"),
        ("PhD", "Københavns Universitet", "2020-11", "2023-12"),
    ]
    from scholarkg.extract.dates import find_ranges

    # a fraction or a score is no date: the two-digit form is read only as a range of two
    assert find_ranges("scored 10/15") == [] and find_ranges("1/2-3/4") == []


def test_an_indian_institutes_town_is_part_of_its_name_and_a_dual_bachelor_and_master() -> None:
    plain = draft_of(
        """\
        Education
        =========

            * **Indian Institute of Technology, Kharagpur**

              Bachelor and Master of Technology, *Biotechnology and Biochemical Engineering*

              2012-2017 (Expected)
        """,
        name="resume.rst",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BEng", "Indian Institute of Technology, Kharagpur"),
        ("MEng", "Indian Institute of Technology, Kharagpur"),
    ]


def test_an_organisations_unit_after_a_possessive_and_also_a_candidate() -> None:
    plain = draft_of(
        """\
        ---
        title: "About me"
        ---

        Hello! I'm a Research Data Scientist at [Example International](rti.org)'s
        [Center for Data Science](https://example.org/cds). I'm also a PhD Candidate in Informatics
        at Indiana University's [Center for Complex Networks and Systems (CNetS)](https://e.org/)
        working primarily with the Observatory on Social Media.
        """,
        name="about.md",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Research Data Scientist", "Example International", "Center for Data Science")
    ]
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [("PhD", "Indiana University")]


def test_a_named_owner_with_a_gloss_who_is_an_undergraduate_student_at_x() -> None:
    plain = draft_of(
        """\
        ---
        title: ""
        ---
        I am Ana Lima (李安 in Chinese), a third-year undergraduate student at South China
        University of Technology (SCUT). Currently, I am an intern at the Example University.
        """,
        name="about.md",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BSc", "South China University of Technology")
    ]


def test_an_educational_history_table_of_a_law_bachelors_in_lower_case() -> None:
    plain = draft_of(
        """\
        <html><body><h1>resume of Ana Lima</h1>
        <h2>Professional History</h2>
        <table><tr><th>job title</th><th>year</th><th>company</th></tr>
        <td>Admin officer</td><td>2017</td><td>Example Apparels LTD.</td>
        </table>
        <h2>Educational History </h2>
        <table><tr><th>Certificates</th><th>INSTITUTION</th><th>Year</th></tr>
        <td>llb(hons)</td><td>South East University</td><td>2012</td>
        </table>
        </body></html>
        """,
        name="cv.htm",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "South East University", 2012)
    ]


def test_em_spaces_that_set_the_employer_and_its_unit_apart() -> None:
    plain = draft_of(
        """\
        ## 工作经历

        ### **爱奇艺（上海）&emsp;&emsp;&emsp;&emsp;&emsp;&emsp;智能平台部 - 大数据服务组** `2018.5 - 2020.5`

        算法工程师&emsp;&emsp;&emsp;&emsp;主要负责各项大数据服务系统的开发工作<br>
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("算法工程师", "爱奇艺", "2018-05")
    ]


# -- twenty-eighth round: group 33 read ---------------------------------------------------------


def test_rst_posts_titled_by_dates_over_an_employer_heading_and_a_description() -> None:
    plain = draft_of(
        """\
        ANA LIMA
        ========

        WORK HISTORY
        ------------

        2012-2018: Senior Consultant
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        Example Corp, Lab Services, Data Group
        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

        Senior Database Specialist dedicated to help desk servicing US
        Forest Service contract
        Trained client staff on database tuning

        2008-2012: Systems Administrator
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        Example University, Office of Computing Services
        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

        Managed the servers of the engineering departments
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Senior Consultant", "Example Corp", 2012, 2018),
        ("Systems Administrator", "Example University", 2008, 2012),
    ]


def test_a_latex_entry_command_with_its_groups_one_to_a_line_and_a_working_time() -> None:
    plain = draft_of(
        """\
        \\documentclass{article}
        \\begin{document}
        {\\Huge Ana Lima}

        \\section{Expérience professionnelle}

        \\workposition{Oct 2021 -- Fev 2023} % Duration
        {Temps plein} % FT/PT (full time or part time)
        {Exemple gmbh -- Kirkel, Allemagne} % Employer
        {Ingénieur DevOps senior} % Job title
        {Au sein de l'équipe, j'ai contribué à un outil de rapports. Responsabilités variées.} % Description

        \\workposition{Mar 2019 -- Juin 2021} % Duration
        {Full-time} % FT/PT (full time or part time)
        {Example Engineering -- Saarbruecken, Germany} % Employer
        {Senior software engineer} % Job title
        {} % Description
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Ingénieur DevOps Senior", "Exemple gmbh", "2021-10", "2023-02"),
        ("Senior Software Engineer", "Example Engineering", "2019-03", "2021-06"),
    ]


def test_two_titles_of_one_post_joined_by_a_dash_before_its_employer() -> None:
    plain = draft_of(
        """\
        Work experience
        ======
        * 2021 – 2022 : **Research Intern – Software Engineer** <span style="color:red"> @ Acme </span>
          * Worked in a remote team on an interactive game.
        * January 2020 – July 2020 : **Data Analyst – Example Bank** in London
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Research Intern – Software Engineer", "Acme", 2021),
        ("Data Analyst", "Example Bank", "2020-01"),
    ]


def test_a_title_in_lower_case_that_opens_with_a_hyphenated_word() -> None:
    plain = draft_of(
        """\
        Work Experience
        ======
        * May 2024 - October 2024: **RedPage** <img src="logo.jpg" width="30" height="30"/>
          * Position: full-time business intern
          * Duty: note title generation
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Full-Time Business Intern", "RedPage", "2024-05")
    ]


def test_a_front_matter_title_of_the_owners_name_with_a_degree_after_it() -> None:
    plain = draft_of(
        """\
        ---
        permalink: /
        title: "Ana B. Lima III, Ph.D."
        author_profile: true
        ---

        ## Professional Interests

        Computing and the laws of nature.
        """,
        name="about.md",
    ).plain()
    assert plain["name"] == "Ana B. Lima III"


def test_a_card_whose_title_names_what_it_manages_over_the_employer() -> None:
    plain = draft_of(
        """\
        ---
        title: "Ana Lima"
        ---

        Associate Manager, Intellectual Property<br>
        [Example Center for Entrepreneurship](https://example.org)<br>
        <span style="color:#800000">University of Example</span>

        ## Professional Interests

        Computing and the laws of nature.
        """,
        name="about.md",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        (
            "Associate Manager, Intellectual Property",
            "University of Example",
            "Example Center for Entrepreneurship",
        )
    ]


def test_as_a_post_at_an_employer_before_a_clause_in_the_past_is_a_past_post() -> None:
    plain = draft_of(
        """\
        ---
        title: "Ana Lima"
        ---

        As a postdoctoral researcher at Example National Laboratory, I utilized computing resources
        to simulate nanostructures. As a member of the board, I approve the budget.
        """,
        name="about.md",
    ).plain()
    assert [(p["title"], p["organization"], p.get("current")) for p in plain["positions"]] == [
        ("Postdoctoral Researcher", "Example National Laboratory", False)
    ]


def test_a_title_over_its_dates_then_the_employer_in_a_paragraph_of_its_own() -> None:
    plain = draft_of(
        """\
        Ana Lima

        EXPERIENCE
        ----------

        Research staff
        May 2024 – Dec 2024

        Example Institute of Plant Science, Valencia

        Developed a protocol for obtaining transgenic rapeseed.
        Designed and carried out the statistical analyses.

        Laboratory technician
        Jun 2023 – Nov 2023

        Example Seeds SA, Barcelona

        In vitro procedures producing double haploids in pepper.
        """,
        name="cv.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Research Staff", "Example Institute of Plant Science", "2024-05", "2024-12"),
        ("Laboratory Technician", "Example Seeds SA", "2023-06", "2023-11"),
    ]


def test_a_question_mark_between_spaces_where_a_dash_was_lost_is_a_range() -> None:
    plain = draft_of(
        """\
        Employment
        \tSoftware Engineer\t\t\t\t\tOct 2010 ? present
        \tExample Streaming Corporation
        \t\tPorted the player to Android devices.
        \tJunior Developer\t\t\t\t\tJul 2008 ? Aug 2010
        \tExample Soft Ltd
        """,
        name="cv.txt",
    ).plain()
    assert [(p["title"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Software Engineer", "2010-10", None),
        ("Junior Developer", "2008-07", "2010-08"),
    ]


def test_a_year_alone_over_the_degree_it_dates() -> None:
    plain = draft_of(
        """\
        Ana Lima
        Email: ana@example.org

        Education
        2010


         Example Institute of Technology
        Bachelor of Engineering
        Major: Software Engineering

        2012 - 2014

        Example University
        Master of Science
        """,
        name="cv.txt",
    ).plain()
    assert [(e["degree"], e["institution"], e.get("end")) for e in plain["education"]] == [
        ("BEng", "Example Institute of Technology", 2010),
        ("MSc", "Example University", 2014),
    ]


def test_a_major_labelled_under_the_degree_is_its_field() -> None:
    plain = draft_of(
        """\
        Education
        2010 Example Institute of Technology
        Bachelor of Engineering
        Major: Software Engineering
        """,
        name="cv.txt",
    ).plain()
    assert [(e["degree"], e.get("field")) for e in plain["education"]] == [("BEng", "Software Engineering")]


def test_russian_headings_of_professional_experience_and_further_training() -> None:
    plain = draft_of(
        """\
        <html><body>
        <p><b>Образование</b></p>
        <p>2010 — СПбГУ, факультет искусств. Бакалавр.</p>
        <p><b>Повышение квалификации/курсы</b></p>
        <p>2006 — Администратор компьютерного офиса, Учебный центр</p>
        <p><b>Профессиональный опыт</b></p>
        <p>03.2008 - 02.2009, Пример-студия | Дизайнер</p>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [("BSc", "СПбГУ")]
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Дизайнер", "Пример-студия", "2008-03")
    ]


def test_a_field_that_names_a_professor_over_a_university_field_is_no_card() -> None:
    plain = draft_of(
        """\
        Professor: Ana Lima
        University: Example University
        Email: ana@example.org

        Ana Lima is a professor at Example University.
        """,
        name="page.txt",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Professor", "Example University")
    ]


def test_professional_interests_are_prose_about_the_owner_not_a_list_of_posts() -> None:
    plain = draft_of(
        """\
        ---
        title: "Ana Lima"
        ---

        ## Professional Interests

        My career has been characterized by a fascination with the laws of nature. As a postdoctoral
        researcher at Example National Laboratory, I utilized computing resources to simulate nanostructures.
        """,
        name="about.md",
    ).plain()
    assert [(p["title"], p["organization"], p.get("current")) for p in plain["positions"]] == [
        ("Postdoctoral Researcher", "Example National Laboratory", False)
    ]


def test_the_terms_of_a_post_in_brackets_after_its_title_stay_in_the_title() -> None:
    plain = draft_of(
        """\
        ## Experience

        Application Developer - Example Bank    Jul 2012 - Aug 2013

        Application Developer (Placement) - Example Bank    Jun 2010 - Jun 2011

        IT Consultant (Part-Time) - Example House Ltd.    2021 - 2022
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Application Developer", "Example Bank"),
        ("Application Developer (Placement)", "Example Bank"),
        ("IT Consultant (Part-Time)", "Example House Ltd"),
    ]


def test_one_post_held_in_two_spells_is_a_post_for_each() -> None:
    plain = draft_of(
        """\
        Additional Experience
        ======
        * May 2022 – July 2023, May 2024 – July 2025 : **Executive Officer** <span> @ Pool Club </span>
          * As both IT Officer and President, I ran the club's website.
        * January 2021 – November 2022 : **Tutor** <span> @ Example Academy </span>
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Executive Officer", "Pool Club", "2022-05", "2023-07"),
        ("Executive Officer", "Pool Club", "2024-05", "2025-07"),
        ("Tutor", "Example Academy", "2021-01", "2022-11"),
    ]


def test_a_second_post_led_by_its_year_after_the_first_posts_description() -> None:
    plain = draft_of(
        """\
        ## Experience

        ### Example University
        `2010-2011` __Research Assistant__ Amherst, MA

        Modeled long-term economic impacts of technical change in carbon capture.

        `2009` __Teaching Assistant__ Amherst, MA
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Research Assistant", "Example University", 2010),
        ("Teaching Assistant", "Example University", 2009),
    ]


def test_between_two_months_and_a_year_is_a_range() -> None:
    plain = draft_of(
        """\
        ---
        title: "Ana Lima"
        ---

        As a Student Intern at Example Semiconductors between Aug and Nov 2020, I worked on a
        compression algorithm for simulation data.
        """,
        name="about.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Student Intern", "Example Semiconductors", "2020-08", "2020-11")
    ]


# -- twenty-ninth round: group 34 read ----------------------------------------------------------


def test_an_employers_heading_with_its_years_over_the_titles_held_there() -> None:
    plain = draft_of(
        """\
        Experience
        ----------

        1. ### [Example Networks][ex] _(2001 - 2007)_ ![Logo](ex.png)
           * Intern
           * Software Developer

           Example Networks are a global manufacturer of ISDN and DSL hardware. I was hired as a
        software engineer for the embedded team.

        1. ### [Travel Co][tc] _(2007 - 2009)_
           * Architect

        [ex]: https://example.com
        [tc]: https://travel.example.com
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Intern", "Example Networks", 2001, 2007),
        ("Software Developer", "Example Networks", 2001, 2007),
        ("Architect", "Travel Co", 2007, 2009),
    ]


def test_a_name_field_whose_value_stands_in_a_column_after_its_label() -> None:
    plain = draft_of(
        """\
        Curriculum Vitae
        ================

        - __Name:__          _Ana Lima_
        - __E-mail:__        _ana@example.org_
        """,
        name="cv.md",
    ).plain()
    assert plain["name"] == "Ana Lima"


def test_a_kirby_content_file_whose_roles_field_is_a_yaml_list_of_records() -> None:
    plain = draft_of(
        """\
        Title: CV

        ----

        Text:

        I'm a web accessibility specialist. Before that I studied at Example University.

        ----

        Roles:
        -
          org: Example Digital
          org_url: https://example.com
          start_date: 2019-02-12
          type: Job
          role_name: Developer and Web Accessibility Specialist
          current: true
        -
          org: Wickedweb (acquired by Avenue Digital)
          start_date: 2011-10-01
          end_date: 2013-06-01
          type: Job
          role_name: Front End Developer
        -
          org: Example University
          start_date: 2007-09-01
          end_date: 2011-07-01
          type: Qualification
          role_name: BSc Multimedia Technology & Design

        ----

        Testimonials:
        """,
        name="cv.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Developer and Web Accessibility Specialist", "Example Digital", "2019-02", None),
        ("Front End Developer", "Wickedweb", "2011-10", "2013-06"),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Example University", "2011-07")
    ]
    assert plain["source"]["kind"] == "cv"


def test_posts_of_a_research_section_under_headings_of_labs_and_their_dates() -> None:
    plain = draft_of(
        """\
        <html><body>
        <dl><dt>Research</dt>
        <dd class="work">
        <h2><a href="https://example.org/heuer">Heuer Lab</a> <span class="date">2013-2014</span></h2>
        <p>Postdoctoral Researcher, Example University of Münster <br />Theory of Complex Systems</p>
        <h2><a href="https://example.org/liu">Liu Lab</a> <span class="date">October 2014</span></h2>
        <p>Visiting Fellow, Example University of Beijing <br />Chemistry Dept.</p>
        </dd></dl>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Postdoctoral Researcher", "Example University of Münster", 2013, 2014),
        ("Visiting Fellow", "Example University of Beijing", "2014-10", "2014-10"),
    ]


def test_a_firms_heading_with_its_dates_in_square_brackets() -> None:
    plain = draft_of(
        """\
        ## Experience

        ### [Second Example Systems](https://example.com/) [July 2023 - Aug. 2023]
        #### Data Science Intern
        - Engineered dashboards with dynamic filtering.

        ### [Example Corporation](https://example.org) [May 2022 – Aug. 2022]
        #### Software Engineer Intern
        - Developed GPU driver updates.
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Data Science Intern", "Second Example Systems", "2023-07", "2023-08"),
        ("Software Engineer Intern", "Example Corporation", "2022-05", "2022-08"),
    ]


def test_remote_after_an_employer_is_where_the_work_was_done_not_a_unit() -> None:
    plain = draft_of(
        """\
        EXPERIENCE

         Machine Learning Intern
         Example Learning - Remote, [Sep,2022-Nov,2022]
         Applied engineering principles to solve complex problems through machine learning.
        """,
        name="cv.txt",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Machine Learning Intern", "Example Learning", None)
    ]


def test_a_minor_after_the_degrees_field_is_no_institution() -> None:
    plain = draft_of(
        """\
        ## Education
        ### [Example Institute of Technology](https://example.edu/)
        #### Master of Engineering in Computer Science [Expected Sept. 2024]
        - GPA: 5.0/5.0

        #### Bachelor of Science in Computer Science and Engineering, Minor in Japanese [June 2023]
        - GPA: 4.7/5.0
        """,
        name="cv.md",
    ).plain()
    assert [(e["degree"], e["institution"], e.get("end")) for e in plain["education"]] == [
        ("MEng", "Example Institute of Technology", "2024-09"),
        ("BSc", "Example Institute of Technology", "2023-06"),
    ]


def test_a_hugo_company_with_its_team_in_brackets() -> None:
    plain = draft_of(
        """\
        +++
        widget = "experience"
        [[experience]]
          title = "Data Engineering Intern"
          company = "Example Web Services (EC2 Core Platform)"
          location = "Seattle, WA"
          date_start = "2020-05-01"
          date_end = "2020-08-01"
        [[experience]]
          title = "Research Intern"
          company = "University of Valmonte (Italy)"
          date_start = "2019-05-01"
          date_end = "2019-08-01"
        +++
        """,
        name="experience.md",
    ).plain()
    assert [(p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Example Web Services", "EC2 Core Platform"),
        ("University of Valmonte", None),
    ]


def test_an_employers_heading_with_its_town_over_dated_posts() -> None:
    plain = draft_of(
        """\
        Work Experience
        ---------------

        Example Hat, Tokyo
        ^^^^^^^^^^^^^^^^^^

        * 2003 - 2006: Technical Support Engineer in embedded development field
        * 2006 - current: Consultant
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Technical Support Engineer", "Example Hat", 2003),
        ("Consultant", "Example Hat", 2006),
    ]


def test_a_founder_of_a_body_named_after_what_kind_of_body_it_is() -> None:
    plain = draft_of(
        """\
        ---
        title: "Ana Lima"
        ---

        My research focuses on embodied intelligence. I am also a co-founder of the open-source
        organization Example Helix Team, where the repositories I contributed to have many stars.
        """,
        name="about.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Co-Founder", "Example Helix Team")
    ]


def test_chinese_expert_titles_in_emphasis_under_the_employers_heading() -> None:
    plain = draft_of(
        """\
        ## Work Experience
        ### **上海示例云技术有限公司** `2020.8 - 至今`

        <br>

        _**云存储技术专家**_<br>

        _**工作业绩:  提升大规模集群的性能和稳定性**_<br>

        * 责任描述:主导开发和设计

        ### **示例巴巴** `2019.09 - 2020.8`

        <br>

        _**技术专家(P7)**_<br>
        _**工作业绩: 集团内部分布式监控系统维护和开发**_
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("云存储技术专家", "上海示例云技术有限公司", "2020-08"),
        ("技术专家", "示例巴巴", "2019-09"),
    ]


def test_a_list_tables_second_cell_gives_the_degree_its_dates() -> None:
    plain = draft_of(
        """\
        EDUCATION
        =========

        .. list-table::
           :widths: 75 25
           :header-rows: 0

           * - **University of Example, Bachelor of Computer Science**
             - *2020 – 2023*

        GPA 5.5
        """,
        name="resume.rst",
    ).plain()
    assert [(e["degree"], e["institution"], e.get("start"), e.get("end")) for e in plain["education"]] == [
        ("BSc", "University of Example", 2020, 2023)
    ]


def test_a_card_title_over_a_paragraph_of_prose_takes_no_employer_from_it() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h1>Ana Lima</h1>
        <p>Computational Scientist, Pythonist, and ex-Bitcoin miner</p>
        <p>My research focuses on compounds through collaborative research in computer science.</p>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert plain.get("positions", []) == []


# -- thirtieth round: group 35 read -------------------------------------------------------------


def test_a_swiss_cvs_posts_at_the_employer_then_its_postcode_and_town() -> None:
    plain = draft_of(
        """\
        ## Beruflicher Werdegang

        * 2020 - 2021 Internship als Programmierer (Daten) beim Bundesamt für Beispiele, 6605 Locarno
        * 2019 - 2021   &nbsp; Nachtwächter bei der Beispiel AG, 6003 Luzern
        * 2018 - 2019	&nbsp; Praktikum als Frontend Developer bei Beispielkinder GmbH, 6005 Luzern
        * 2017 - 2019	&nbsp; Selbstständige Tätigkeit als Nachhilfelehrer im Fach Mathematik
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Internship als Programmierer", "Bundesamt für Beispiele", 2020),
        ("Nachtwächter", "Beispiel AG", 2019),
        ("Praktikum als Frontend Developer", "Beispielkinder GmbH", 2018),
    ]


def test_a_unit_at_the_employer_written_with_an_at_sign() -> None:
    plain = draft_of(
        """\
        \\documentclass{article}
        \\begin{document}
        \\section{Experience}
        \\begin{itemize}
        \\item{July 2016 -- September 2016}
             {IS \\& GS @ Acme Martin, Glasgow}
             {Summer Intern}
        \\end{itemize}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Summer Intern", "Acme Martin", "IS & GS")
    ]


def test_posts_under_a_projects_heading_each_under_its_dates() -> None:
    plain = draft_of(
        """\
        ## PROJECTS

        `August 2021 – current`
        **Algorithm Engineer (computational lithography）** - Example-Brion
        - \\- Investigate and customize the computational geometry algorithm

        `April 2021 – August 2022`
        **C++ Software Engineer（linux/windows）** - Smartexample
        - \\- Develop the computer vision SDK
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Algorithm Engineer", "Example-Brion", "2021-08"),
        ("C++ Software Engineer", "Smartexample", "2021-04"),
    ]


# -- thirty-first round: group 36 read ---------------------------------------------------------


def test_a_page_that_is_its_cv_lists_posts_under_headings_of_dates() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h1>CV of Prof. A. B. Example M. D.</h1>
        <h3>1997-</h3>
        <p>Consultant in Neurology</p>
        <p>Honorary Professor, <a href="https://example.org">Example Hospitals</a>, Delhi, India</p>
        <h3>1986-89</h3>
        <p>Research Neurosurgeon, Example Clinic, Germany.</p>
        <h3>1977</h3>
        <p>Professor of Neurosurgery, Example University, Shiraz, Iran.</p>
        <h3>1976</h3>
        <p>Professor and Head of Neurosurgery, Example Post-Graduate University, India.</p>
        </body></html>
        """,
        name="cv.htm",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Honorary Professor", "Example Hospitals", 1997),
        ("Research Neurosurgeon", "Example Clinic", 1986),
        ("Professor of Neurosurgery", "Example University", 1977),
        ("Professor and Head of Neurosurgery", "Example Post-Graduate University", 1976),
    ]


def test_a_discipline_after_in_is_the_titles_field_not_its_employer() -> None:
    plain = draft_of(
        """\
        ## Experience

        - Lecturer in Organic Chemistry, 2004-2005
        - Consultant in Neurology, Example Hospital, 2006-2008
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Consultant in Neurology", "Example Hospital")
    ]


def test_a_french_engineering_degree_is_a_masters_in_engineering() -> None:
    plain = draft_of(
        """\
        ## Education

        - 1989: Engineering degree from Ecole Centrale de Paris
        - 2013 - 2018: Diplôme d'ingénieur d'Etat, National School of Applied Sciences
        - 2008 - 2011: Bachelor of Engineering degree in Software Engineering, Nanjing University
        """,
        name="index.md",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MEng", "Ecole Centrale de Paris", 1989),
        ("MEng", "National School of Applied Sciences", 2018),
        ("BEng", "Nanjing University", 2011),
    ]


def test_a_faculty_named_with_its_town_is_the_school_itself() -> None:
    plain = draft_of(
        """\
        ## Education

        - Engineering Degree in Computer Science, Faculty of Sciences of Tunis, 2021 - Present
        - MSc in Physics, Faculty of Sciences of Sfax, 2015
        - PhD in Physics, Faculty of Sciences, University of Sfax, 2019
        """,
        name="index.md",
    ).plain()
    assert [(e["degree"], e["institution"], e.get("department")) for e in plain["education"]] == [
        ("MEng", "Faculty of Sciences of Tunis", None),
        ("MSc", "Faculty of Sciences of Sfax", None),
        ("PhD", "University of Sfax", "Faculty of Sciences"),
    ]


def test_part_time_and_back_end_are_each_one_word_of_a_title() -> None:
    plain = draft_of(
        """\
        ### Employment

        - Sept/2019 - Aug/2020: Part Time Back End Developer, Acme Sites
        - Mar/2021 - Dec/2021: Lead Front End Developer, WisePayments - Remote
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Part Time Back End Developer", "Acme Sites"),
        ("Lead Front End Developer", "WisePayments"),
    ]


def test_two_french_head_nouns_share_what_qualifies_them() -> None:
    plain = draft_of(
        """\
        Experiences
        -----------

        **Architecte & ingénieur système** / `Exemple AG`_ - *Depuis janvier 2002* | Montpellier, France

         - Gestion du budget

        .. _Exemple AG: https://example.org
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"].lower(), p["organization"], p["start"]) for p in plain["positions"]] == [
        ("architecte & ingénieur système", "Exemple AG", "2002-01")
    ]


def test_a_gap_then_a_bold_line_starts_the_next_latex_entry() -> None:
    plain = draft_of(
        """\
        \\documentclass{article}
        \\begin{document}
        \\textbf{\\centerline{PROFESSIONAL EXPERIENCE}}
        \\begin{itemize}
        \\textbf{Maths tutorials} \\hfill Oct $-$ Dec, 2014
        \\\\[-15pt]
        \\item After a strong showing in this course, I was asked to teach Python.
        \\\\[8pt]
        \\textbf{Acme Stores, Newport.} \\hfill Oct 2010 $-$ present
        \\\\[-15pt]
        \\item Part time Store Associate
        \\item Financial transactions and customer relations.
        \\end{itemize}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"].lower(), p["organization"], p["start"]) for p in plain["positions"]] == [
        ("part time store associate", "Acme Stores", "2010-10")
    ]


def test_a_post_held_via_a_firm_is_at_that_firm() -> None:
    plain = draft_of(
        """\
        EXPERIENCE
        ----------

        AZURE DEVOPS ENGINEER — Examplantis (via Capgemini), Hyderabad, India
        Jun 2023 – Sep 2024

        • Built and maintained pipelines for 8 teams
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("AZURE DEVOPS ENGINEER", "Capgemini", "2023-06")
    ]


def test_testers_and_ethical_hackers_hold_posts() -> None:
    plain = draft_of(
        """\
        EXPERIENCE

        Software Development Intern — InfoExample (Nov 2022 – Mar 2023)
        Web application and back-end development.

        Ethical Hacker — Examplweb Solutions (Mar 2022 – Apr 2022)
        Early hands-on exposure to ethical hacking practices.

        QA Tester — Acme Games (Jan 2021 – Dec 2021)
        Tested releases.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Software Development Intern", "InfoExample"),
        ("Ethical Hacker", "Examplweb Solutions"),
        ("QA Tester", "Acme Games"),
    ]


def test_a_firm_whose_name_holds_braces() -> None:
    plain = draft_of(
        """\
        ## Experience

        **December 2019 - February 2020 - Software Engineer, Acmesec**

        I've worked for 3 months in Acmesec as a software engineer.

        **2019 - Lead Software Developer, Source{x}, Madrid, Spain**

        The data retrieval team was split in two at the start of 2019.
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Software Engineer", "Acmesec"),
        ("Lead Software Developer", "Source{x}"),
    ]


def test_an_institutions_heading_over_a_dates_heading_over_the_degree() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>Education</h2>
        <div>
          <h5><b>Boston Example University</b></h5>
          <h6>9/2016 - 5/2019 (expected graduation)</h6>
          <p>Bachelor of Science - Computer Science</p>
        </div>
        <div>
          <h5><b>Suffolk Example University</b></h5>
          <h6>9/2015 - 5/2016</h6>
          <p>Bachelor of Science - Computer Science</p>
        </div>
        </body></html>
        """,
        name="cv.htm",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Boston Example University", "2019-05"),
        ("BSc", "Suffolk Example University", "2016-05"),
    ]


def test_a_start_tagged_current_is_a_post_held_now() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>Work Experience</h2>
        <div>
          <h5><b>CS Instructor / Kidz4Example</b></h5>
          <h6>May 2017 <span class="w3-tag">Current</span></h6>
          <p>Instructed a classroom of up to 18 students.</p>
        </div>
        <div>
          <h5><b>Web Developer / Acme Studio</b></h5>
          <h6>Dec 2013 - Mar 2016</h6>
          <p>Wrote and designed pages.</p>
        </div>
        </body></html>
        """,
        name="cv.htm",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("CS Instructor", "Kidz4Example", "2017-05", None),
        ("Web Developer", "Acme Studio", "2013-12", "2016-03"),
    ]


def test_a_hugo_post_title_then_its_topic_after_a_colon() -> None:
    plain = draft_of("""\
        +++
        widget = "experience"
        [[experience]]
          title = "Research Internship : Community Detection in Graphs"
          company = "Example Paris"
          date_start = "2017-04-01"
          date_end = "2017-08-31"

        [[experience]]
          title = "Data Scientist: Forecasting"
          company = "Acme Energy"
          date_start = "2018-01-01"
        +++
        """).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Research Internship", "Example Paris"),
        ("Data Scientist", "Acme Energy"),
    ]


def test_a_post_at_two_universities_named_together() -> None:
    plain = draft_of(
        """\
        ## Experience

        - 1983-1984: Visiting Professor of Neurosurgery, Universities of Bonn and Duesseldorf, Germany
        - 1961-1962: Research Fellow, Example Medical School and Example General Hospital, Boston
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Visiting Professor of Neurosurgery", "University of Bonn"),
        ("Visiting Professor of Neurosurgery", "University of Duesseldorf"),
        ("Research Fellow", "Example Medical School"),
        ("Research Fellow", "Example General Hospital"),
    ]


# -- thirty-second round: group 37 read --------------------------------------------------------


def test_a_universitys_named_group_written_after_it_is_its_unit() -> None:
    plain = draft_of(
        """\
        Research Experience
        ======

        * **Sep. 2024 - Jun. 2025: Research Assistant**
          * Example University Natural Language Processing Group
          * Supervisor: Professor A. Example
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Research Assistant", "Example University", "Natural Language Processing Group")
    ]


def test_a_degree_abbreviation_then_a_colon_and_its_institution() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>Education</h2>
        <ul>
          <li>BSCS: Federal Example University, Karachi</li>
          <li>MSCS: Example Institute of Technology, Lahore</li>
        </ul>
        </body></html>
        """,
        name="cv.htm",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BSc", "Federal Example University"),
        ("MSc", "Example Institute of Technology"),
    ]


def test_a_chinese_firms_department_between_the_firm_and_the_title() -> None:
    plain = draft_of(
        """\
        工作经验
        =================================
        2013/06 -- 至今 星球示例出版社 研发项目组 互联网后台研发工程师
        ----------------
        职责:
          1. 使用 Python Flask 框架开发 web 接口

        2012/04 -- 2013/06 北京示例科技有限公司 研发部，linux研发工程师
        ----------------
        职责:
          1.研发 linux 服务器应用软件
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"].lower(), p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("互联网后台研发工程师", "星球示例出版社", "研发项目组"),
        ("linux研发工程师", "北京示例科技有限公司", "研发部"),
    ]


def test_a_french_cursus_with_a_postdoc_and_a_master_after_its_school() -> None:
    plain = draft_of(
        """\
        ------
        Cursus
        ------

        2010
            **Post-doctorat** à l'Institut Exemple de Paris, équipe de bio-informatique structurale.

        2006-2007
            ENS Cachan : **Master 2** ISFB (Ingénierie Structurale) ENS Cachan, Université Paris 5.

        2004-2005
            ENS Cachan : Deuxième année du Magistère de Biotechnologie, **Master 1** de Signalisation.

        ------
        Stages
        ------
        2005
            Stage de 7 semaines au Laboratoire de Biotechnologies, ENS Cachan.
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Post-doctorat", "Institut Exemple de Paris", 2010),
        ("Stage", "ENS Cachan", 2005),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "ENS Cachan", 2007)
    ]


def test_a_linked_employer_written_in_lower_case() -> None:
    plain = draft_of(
        """\
        ## Experience

        - Jun 2018 - Sep 2018 · Freelancer · [Wageningen Example University](https://example.org) · Wageningen
        - Dec 2016 - Jul 2018 · Junior Software Developer · [acmetic](https://www.example.nl/) · Eindhoven
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Freelancer", "Wageningen Example University"),
        ("Junior Software Developer", "acmetic"),
    ]


def test_a_master_school_or_class_is_no_degree() -> None:
    plain = draft_of(
        """\
        \\documentclass{twentysecondcv}
        \\begin{document}
        \\section{Education}
        \\begin{twenty}
            \\twentyitem
                {Sep 2019 - }
                {Dec 2020}
                {Master Cloud Computing \\& Services}
                {\\href{https://example.org}{KTH Royal Institute of Technology}}
                {Stockholm, Sweden}
                {
                \\begin{itemize}
                    \\item Double degree program offered by EIT Digital Master Schools.
                \\end{itemize}
                }
            \\\\
            \\twentyitem
                {Jul 2019}
                {}
                {EIT Digital Summer School: ML for Financial Data}
                {\\href{https://example.org}{ELTE}}
                {Budapest, Hungary}
                {}
        \\end{twenty}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("MSc", "KTH Royal Institute of Technology")
    ]


def test_a_title_and_employer_line_after_a_duty_at_the_margin_is_the_next_post() -> None:
    plain = draft_of(
        """\
        EXPERIENCE
        Full-Stack Developer | Acme Panda
        Nov 2024 - Present
        • Deliver production applications end to end, working with Supabase and NestJS
        for backend services.
        • Partner with design and backend teams to translate requirements into code.
        Web Development Intern | Acme Panda
        Aug 2024 - Nov 2024
        • Developed responsive web applications with React.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Full-Stack Developer", "Acme Panda", "2024-11"),
        ("Web Development Intern", "Acme Panda", "2024-08"),
    ]


# -- thirty-third round: group 38 read ---------------------------------------------------------


def test_a_posts_length_alone_puts_it_in_the_past() -> None:
    plain = draft_of(
        """\
        Expériences
        -----------

        **Ingénieur Logiciel chez Exemplaro** en télétravail complet (depuis mars 2022)

        Développeur sur QEMU.

        **Ingénieur Logiciel R&D chez ExempleDVT** à Meylan (2+ ans)

        Conception de streams de conformité.

        **Ingénieur au CRD Exemple** à Montbonnot (6 mois - liquidation entreprise)

        Développement.
        """,
        name="cv.rst",
    ).plain()
    assert [(p["organization"], p.get("start"), p.get("current")) for p in plain["positions"]] == [
        ("Exemplaro", "2022-03", None),
        ("ExempleDVT", None, False),
        ("CRD Exemple", None, False),
    ]


def test_a_french_licence_followed_by_its_field() -> None:
    plain = draft_of(
        """\
        Formation
        ---------

        :2006 - 2008:

          Licence Informatique et Mathématiques - Université Exemple de Grenoble

        Logiciels
        ---------

        - Diffusé sous Licence Apache 2.0 (2015)
        """,
        name="cv.rst",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Université Exemple de Grenoble", 2008)
    ]


def test_a_post_in_brackets_after_its_dates_and_a_firms_quoted_name() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h1>Experience</h1>
        <h2>April 2023 – now (Senior Software Engineer at ACME Corp)</h2>
        <p><i>Project:</i> ACME Innovator PLM, again.</p>
        <h2>December 2022 – March 2023 (Lead Software Engineer at UAB &quot;Example Group LT&quot;)</h2>
        <p><i>Project:</i> Deal Cloud, a fintech solution.</p>
        </body></html>
        """,
        name="cv.htm",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Senior Software Engineer", "ACME Corp", "2023-04"),
        ("Lead Software Engineer", 'UAB "Example Group LT"', "2022-12"),
    ]


def test_a_post_at_two_employers_written_with_a_slash() -> None:
    plain = draft_of(
        """\
        Work experience
        ======

        * Postdoctoral Fellow, Sep 2020 - Nov 2022
          * Example General Hospital/Example Medical School
        """,
        name="cv.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Postdoctoral Fellow", "Example General Hospital"),
        ("Postdoctoral Fellow", "Example Medical School"),
    ]


def test_a_degrees_status_in_bold_is_not_its_institution() -> None:
    plain = draft_of(
        """\
        Education
        ======

        **In Progress**<br>
        Master in Computer Science<br>
        [Example Hopkins University](https://example.edu), Baltimore, MD,USA<br>
        """,
        name="cv.md",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("MSc", "Example Hopkins University")
    ]


def test_a_russian_cvs_experience_heading_alone_and_its_duties_label() -> None:
    plain = draft_of(
        """\
        Опыт

        Backend-разработчик (фриланс)
        Апрель 2024 - настоящее время
        Разработка backend-сервисов и API для веб-проектов.
        Обязанности:
        - Проектирование и реализация REST API на FastAPI

        Преподаватель
        IT-школа "Примерика"
        Январь 2025 - Август 2025
        - Преподавание Python.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Преподаватель", 'IT-школа "Примерика"', "2025-01")
    ]


def test_a_title_then_its_employer_in_brackets() -> None:
    plain = draft_of(
        """\
        \\documentclass{article}
        \\newenvironment{joblong}[2]{\\textbf{#1} \\hfill #2 \\begin{itemize}}{\\end{itemize}}
        \\begin{document}
        \\section{Internship Experience}
        \\begin{joblong}{Developer Intern (Example Technologies)}{June 2025 - July 2025}
        \\item Developed a marketplace.
        \\end{joblong}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Developer Intern", "Example Technologies")
    ]


def test_tertiary_qualifications_in_bold_head_a_section_of_degrees() -> None:
    plain = draft_of(
        """\
        <html><body>
        <p><b><span>Consultant, Adelaide, Australia</span></b></p>
        <p><b><span>Tertiary qualifications</span></b></p>
        <p><span>B.Sc.(Eng.) with honours, University of Example</span></p>
        <p><span>Master of Town Planning, University of Adelaide</span></p>
        <p><b><span>Professional Involvement</span></b></p>
        <p><span>Coordinator of development projects.</span></p>
        </body></html>
        """,
        name="cv.htm",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BSc", "University of Example"),
        ("MSc", "University of Adelaide"),
    ]


# -- thirty-fourth round: group 39 read ----------------------------------------------------------


def test_an_al_folio_experiences_block_lists_the_posts_it_shows() -> None:
    shown = draft_of(
        """\
        ---
        layout: about
        experiences:
          enabled: true
          content:
            - title: Research Intern
              date: 2024.7 - now
              company: Example AI
            - title: Backend Intern
              date: 2022.9 - 2023.1
              company: Mapworks
        ---

        I build things.
        """
    ).plain()
    assert [(p["title"], p["organization"], p.get("start"), p.get("end")) for p in shown["positions"]] == [
        ("Research Intern", "Example AI", "2024-07", None),
        ("Backend Intern", "Mapworks", "2022-09", "2023-01"),
    ]
    hidden = draft_of(
        """\
        ---
        layout: about
        experiences:
          enabled: false
          content:
            - {title: Research Intern, date: 2024.7 - now, company: Example AI}
        ---

        I build things.
        """
    ).plain()
    assert "positions" not in hidden


def test_a_degree_from_the_same_university_is_from_the_one_named_before() -> None:
    plain = draft_of(
        """\
        I am a graduate student at the School of Computing at
        [Example Institute of Technology](https://x.example), advised by Prof. Ada Example. Prior
        to this, I received my B.S. degree in Computer Science from the same university in 2023.
        """
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Example Institute of Technology", 2023)
    ]


def test_a_degree_and_field_before_a_colon_and_the_institution_after_it() -> None:
    plain = draft_of(
        """\
        \\section{Education}
        \\begin{itemize}
        \\item
          H.BSc. in Biology: Trent University, 2010-14
        \\item
          M.Sc. in Biology, Spec. Astrobiology: McMaster University, 2014-16
        \\end{itemize}

        \\section{Awards}
        \\begin{itemize}
        \\item
          A travel grant, 2019
        \\end{itemize}
        """,
        name="cv.tex",
    ).plain()
    assert [(e["degree"], e.get("field"), e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Biology", "Trent University", 2014),
        ("MSc", "Biology", "McMaster University", 2016),
    ]


def test_a_bold_post_over_two_lines_is_its_dates_then_title_at_employer() -> None:
    plain = draft_of(
        """\
        Work Experience
        ===============

        **Nov 2011 - Jan 2012:
        Software Developer Intern at Cloudy Inc**

        Cloudy is a startup.

        **Feb 2011 - Nov 2011:
        Computer Science Tutor at University of Example**

        I tutored first-year students.
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Software Developer Intern", "Cloudy Inc", "2011-11", "2012-01"),
        ("Computer Science Tutor", "University of Example", "2011-02", "2011-11"),
    ]


def test_an_education_heading_that_names_the_institution() -> None:
    plain = draft_of(
        """\
        Education: **University of Example**
        ====================================

        **B.Sc. of Computer Science and Mathematics**

        First-Year Subjects:

        * Computer Science 1A
        """,
        name="cv.rst",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [("BSc", "University of Example")]


def test_a_state_university_keeps_its_campus_and_a_chapter_is_a_unit() -> None:
    plain = draft_of(
        """\
        \\documentclass{article}
        \\newcommand{\\resumeSubheading}[4]{\\item \\textbf{#1} & #2 \\\\ \\textit{#3} & \\textit{#4} \\\\}
        \\begin{document}
        \\section{Education}
        \\begin{itemize}
          \\resumeSubheading
            {California State University - Fullerton}{}
            {Bachelors in Computer Science}{Expected Graduation Date: May 2026}
        \\end{itemize}
        \\section{Experience}
        \\begin{itemize}
          \\resumeSubheading
            {PNM President}{Feb 2025 - May 2025}
            {Example Tau, Phi Epsilon Chapter}{Fullerton, CA}
        \\end{itemize}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "California State University, Fullerton", "2026-05")
    ]
    assert [(p["organization"], p["department"]) for p in plain["positions"]] == [
        ("Example Tau", "Phi Epsilon Chapter")
    ]


def test_a_timeline_of_dates_with_each_degree_in_the_item_under_them() -> None:
    plain = draft_of(
        """\
        ## Education

        - **April 2015 - March 2017**
          - M.A.S. in Information Studies, Graduate School of Studies, The University of Example, Japan
          - Supervisor: Ada Example

        - **April 2011 - March 2015**
          - B.E. in Computer Science, School of Engineering, Example Institute of Technology, Tokyo, Japan
          - Supervisor: Bo Example
        """
    ).plain()
    assert [(e["degree"], e["institution"], e["end"], e["advisors"]) for e in plain["education"]] == [
        ("MSc", "The University of Example", "2017-03", ["Ada Example"]),
        ("BEng", "Example Institute of Technology", "2015-03", ["Bo Example"]),
    ]


def test_a_bold_unit_university_and_place_and_a_grade_that_is_no_institution() -> None:
    plain = draft_of(
        """\
        ## Education

        `2012-2016`

        __School of Mathematical Sciences, EXAMPLE UNIVERSITY, Beijing, China__

        __Bachelor of Engineering Computing__

        ### University of Texas: Austin

        `01/2011 – 05/2013`
        *Bachelor of Psychology with High Honors | GPA: 3.92*
        """
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BEng", "EXAMPLE UNIVERSITY", 2016),
        ("BSc", "University of Texas, Austin", "2013-05"),
    ]


def test_a_producer_is_a_title_in_brackets_after_the_employer() -> None:
    plain = draft_of(
        """\
        Work experience
        ======
        * **April 2024 – Present:** Example Brothers Inc. (Data Scientist / Content Producer)
        * **April 2023 – March 2024:** Example Studio (Content Producer)
        """
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Data Scientist / Content Producer", "Example Brothers Inc"),
        ("Content Producer", "Example Studio"),
    ]


def test_an_employer_linked_over_a_line_break_and_work_at_x_as_a_title() -> None:
    plain = draft_of(
        """\
        Experience
        ==========

        * **2010** - Internship at `Example Web Services <http://aws.example/>`_ on
          the EC2 Team. My first project was replacing an internal system.

        * **2008** - Contracting work at `CareerExample
          <http://www.careerexample.co.za/>`_ as a Junior Python Developer. Wrote a
          restful broker in Django.
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Internship", "Example Web Services", 2010),
        ("Junior Python Developer", "CareerExample", 2008),
    ]


def test_one_title_at_one_employer_from_two_months_of_one_year_is_two_posts() -> None:
    plain = draft_of(
        """\
        ---
        widget: experience
        experience:
          - title: Research Staff
            company: University of Example
            date_start: '2020-12'
            date_end: ''
          - title: Research staff
            company: University of Example
            date_start: '2020-01-01'
            date_end: '2020-09-05'
        ---
        """
    ).plain()
    assert [(p["title"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Research Staff", "2020-12", None),
        ("Research Staff", "2020-01", "2020-09"),
    ]


def test_a_timeline_item_of_dates_over_the_employer_and_the_title() -> None:
    plain = draft_of(
        """\
        Work Experience
        -------------
        * 2024-now:
          * EXAMPLEL
          * Product Engineer
          * Main Responsibility: lithography process simulation; model calibration.
        * 2020-2023:
          * Example Semiconductor
          * Process Engineer
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Product Engineer", "EXAMPLEL", 2024, None),
        ("Process Engineer", "Example Semiconductor", 2020, 2023),
    ]


def test_degrees_after_a_background_label_parted_by_commas() -> None:
    plain = draft_of(
        """\
        Candidate Profile Summary — Ada Example
        Background: M.Tech in Computer Science (CGPA 9.39) from IIEST Shibpur (2022–2024),
        B.Tech in Computer Science (CGPA 8.66) from MMMUT Gorakhpur (2018–2022). Currently working
        as a Data Analyst.
        """,
        name="resume.txt",
    ).plain()
    assert [(e["degree"], e["field"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MEng", "Computer Science", "IIEST Shibpur", 2024),
        ("BEng", "Computer Science", "MMMUT Gorakhpur", 2022),
    ]


def test_a_bold_title_with_its_team_after_a_dash_and_the_employer_in_italics() -> None:
    plain = draft_of(
        """\
        \\documentclass{article}
        \\newcommand{\\resumeSubheading}[4]{\\item \\textbf{#1} & #2 \\\\ \\textit{#3} & \\textit{#4} \\\\}
        \\begin{document}
        \\section{Experience}
        \\begin{itemize}
          \\resumeSubheading
            {Software Engineer Intern - Data Systems}{June 2025 - August 2025}
            {Example Precision}{San Jose, CA}
        \\end{itemize}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Software Engineer Intern - Data Systems", "Example Precision")
    ]


# -- thirty-fifth round: group 40 read ----------------------------------------------------------


def test_a_masters_student_majoring_in_a_field_at_a_university() -> None:
    plain = draft_of(
        """\
        ---
        title: "About"
        ---

        I am currently a master's student majoring in Computer Science at
        [Example University](https://example.edu/), under the supervision of Professor Ada Example.
        """
    ).plain()
    assert [(e["degree"], e["institution"], e["advisors"]) for e in plain["education"]] == [
        ("MSc", "Example University", ["Ada Example"])
    ]


def test_currently_and_previous_over_headings_that_are_posts() -> None:
    plain = draft_of(
        """\
        # Ada Example

        ## Currently

        ### Freelance Scala Developer @ Example Logistics (The Netherlands)

        ## Previous

        ### Software Developer at Lunatech
        `Dec 2016 - June 2018`

        Fulfilments: Scala development.

        ### Software Developer at Q42
        `March 2014 - November 2015 (1 year 9 months)`
        Fulfillments: Development of software/websites and code reviews

        ## Occupation

        `1600`
        __Lucasian professor of Mathematics__, Cambridge University
        """
    ).plain()
    assert [(p["title"], p["organization"], p.get("start")) for p in plain["positions"]] == [
        ("Freelance Scala Developer", "Example Logistics", None),
        ("Software Developer", "Lunatech", "2016-12"),
        ("Software Developer", "Q42", "2014-03"),
    ]


def test_a_field_list_whose_end_is_before_its_start_has_them_swapped() -> None:
    plain = draft_of(
        """\
        Experience
        ----------

        :position: Senior software test automation engineer
        :company: Example Labs
        :start: Jul 2009
        :end: May 2008
        """,
        name="cv.rst",
    ).plain()
    assert [(p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Example Labs", "2008-05", "2009-07")
    ]


def test_a_year_with_an_en_dash_and_a_space_opens_a_range() -> None:
    plain = draft_of(
        """\
        ## Formal Education

        2016– MSc Computer Science, University of Example
        Ongoing

        2013–2014 · BSc (Hons) Computer Science, University of Example
        """
    ).plain()
    assert [(e["degree"], e.get("start"), e.get("end")) for e in plain["education"]] == [
        ("MSc", 2016, None),
        ("BSc", 2013, 2014),
    ]


def test_a_post_held_within_a_degree_programme_gives_the_degree() -> None:
    plain = draft_of(
        """\
        ---
        widget: experience
        experience:
          - title: Graduate Research Assistant (Ph.D. Program)
            company: Example State University
            date_start: '2016-06-01'
            date_end: '2022-12-31'
          - title: Graduate Research Assistant (M.Sci. Program)
            company: Example State University
            date_start: '2013-06-01'
            date_end: '2016-05-01'
        ---
        """
    ).plain()
    assert [p["title"] for p in plain["positions"]] == [
        "Graduate Research Assistant (PhD Program)",
        "Graduate Research Assistant (M.Sci. Program)",
    ]
    assert sorted((e["degree"], e["institution"], e["end"]) for e in plain["education"]) == [
        ("MSc", "Example State University", "2016-05"),
        ("PhD", "Example State University", "2022-12"),
    ]


# -- thirty-sixth round: group 41 read ----------------------------------------------------------


def test_a_european_country_code_ends_the_address_and_a_controller_is_a_title() -> None:
    plain = draft_of(
        """\
        Experience
        ●	Customer Service Specialist at Zentiva, Prague, CZ (Aug 2017 – Sep 2018)
        ●	Order Controller at Example Tsusho Europe,  Prague, CZ (Oct 2015 – Jun 2017)
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Customer Service Specialist", "Zentiva", None),
        ("Order Controller", "Example Tsusho Europe", None),
    ]


def test_a_degree_under_a_dated_heading_that_names_a_business_school() -> None:
    plain = draft_of(
        """\
        Education
        ---------
        1987 - 1990: Sheffield Business School
        ......................................

        1990 M.Sc. in Operational Research.
        """,
        name="cv.rst",
    ).plain()
    assert [(e["degree"], e["field"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MSc", "Operational Research", "Sheffield Business School", 1990)
    ]


def test_a_phd_student_and_research_assistant_is_the_doctorate_and_the_post() -> None:
    plain = draft_of(
        """\
        ---
        widget: experience
        experience:
          - title: PhD Student / Research Assistant
            company: ETH Zurich
            date_start: '2017-09-01'
            date_end: ''
        ---
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Research Assistant", "ETH Zurich", "2017-09")
    ]
    assert [(e["degree"], e["institution"], e.get("end")) for e in plain["education"]] == [
        ("PhD", "ETH Zurich", None)
    ]


def test_degrees_awarded_by_a_university_and_by_its_acronym() -> None:
    plain = draft_of(
        """\
        I hold a BSc on Mathematics by the Universitat de Exemple (UE). I also have a MSc on
        Fundamental Principles of Data Science by UE aswell.
        """
    ).plain()
    assert [(e["degree"], e["field"], e["institution"]) for e in plain["education"]] == [
        ("BSc", "Mathematics", "Universitat de Exemple"),
        ("MSc", "Fundamental Principles of Data Science", "Universitat de Exemple"),
    ]


def test_a_chinese_university_run_into_its_laboratory_and_major() -> None:
    plain = draft_of(
        """\
        Education
        ======
        * 博士      2013-2017
          * 武汉大学测绘遥感信息工程国家重点实验室摄影测量与遥感专业
        """
    ).plain()
    assert [(e["degree"], e["institution"], e["department"]) for e in plain["education"]] == [
        ("PhD", "武汉大学", "测绘遥感信息工程国家重点实验室摄影测量与遥感专业")
    ]


def test_a_row_of_column_names_over_a_degree_and_a_college_named_for_someone() -> None:
    plain = draft_of(
        "ACADEMIC QUALIFICATION\n\n"
        "Course\tInstitution\tBoard/University\tYear of Passing\tPercentage\n"
        "Bachelor of Technology\tJawaharlal College Of Engineering And Technology\t"
        "Calicut University\t2017\tS5      : 7.21\n",
        name="resume.txt",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BEng", "Jawaharlal College Of Engineering And Technology", 2017)
    ]


# -- thirty-seventh round: group 42 read --------------------------------------------------------


def test_a_public_body_named_after_its_country_keeps_the_name() -> None:
    plain = draft_of(
        """\
        Work Experience
        ---------------
        * 05/2021 - 08/2024: Student Infrastructure Support Analyst, Canada Revenue Agency
        * 02/2019 - 04/2021: Phone Operator, Example Call Centre Ltd
        """
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Student Infrastructure Support Analyst", "Canada Revenue Agency"),
        ("Phone Operator", "Example Call Centre Ltd"),
    ]


def test_a_senior_undergraduate_student_majoring_in_a_field() -> None:
    plain = draft_of(
        """\
        I am a senior undergraduate student majoring in Artificial Intelligence at Example
        University, China. Currently, I work on robots.
        """
    ).plain()
    assert [(e["degree"], e["field"], e["institution"]) for e in plain["education"]] == [
        ("BSc", "Artificial Intelligence", "Example University")
    ]


def test_a_markdown_cv_title_whose_emphasis_is_left_open() -> None:
    plain = draft_of(
        """\
        ---
        layout: cv
        ---
        ## Occupation

        `since 2020`
        __Trustami, Berlin__

        - _Developer
        - Development of highly available systems

        `2020`
        __Betex, Münster__

        - _System Administrator
        - 2nd level support
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Developer", "Trustami", 2020, None),
        ("System Administrator", "Betex", 2020, 2020),
    ]


def test_a_french_heading_of_professional_activity_and_a_stylist() -> None:
    plain = draft_of(
        """\
        ### Activité Professionnelle
        2016-2020 Styliste chez Biova Couture
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Styliste", "Biova Couture", 2016, 2020)
    ]


def test_a_third_year_students_field_is_a_bachelors_but_not_a_phd_students() -> None:
    plain = draft_of(
        """\
        ## Education

        - Third Year Software Engineering Student in Example University
        - Third Year PhD Student at Example Institute of Technology
        """
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BSc", "Example University"),
        ("PhD", "Example Institute of Technology"),
    ]


# -- thirty-eighth round: group 43 read ---------------------------------------------------------


def test_an_indonesian_firm_keeps_its_pt_and_a_summer_internship_in_pr_china() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h4>Work Experience</h4>
        <table>
        <tr><th>Company</th><th>Position</th><th>Year</th></tr>
        <tr><td>PT. Bank Example Asia</td><td>Teller</td><td>2014 - 2016</td></tr>
        <tr><td>PT. Example Pratama</td><td>Sales Consultant</td><td>2017 - 2018</td></tr>
        </table>
        </body></html>
        """,
        name="cv.htm",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Teller", "PT. Bank Example Asia"),
        ("Sales Consultant", "PT. Example Pratama"),
    ]
    hugo = draft_of(
        """\
        ---
        experience:
          - title: Summer internship
            company: Example Research Centre of State Council, P.R China
            date_start: '2018-07-01'
            date_end: '2018-08-31'
        ---
        """
    ).plain()
    assert [p["organization"] for p in hugo["positions"]] == ["Example Research Centre of State Council"]


def test_a_government_engineering_college_keeps_its_town() -> None:
    plain = draft_of(
        """\
        Education
        - B.E. in Information Technology, Government Engineering College, Bhavnagar, Gujarat - 2020 to 2024
        """,
        name="resume.txt",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BEng", "Government Engineering College, Bhavnagar", 2024)
    ]


def test_a_french_contract_where_the_employer_goes_and_a_vocational_licence() -> None:
    plain = draft_of(
        """\
        \\documentclass{moderncv}
        \\begin{document}
        \\section{Expériences}
        \\cventry{2017 -- 2020}{Développeur Front}{CDI - 3 ans ½}{}{Unow (Lyon)}{
        \\begin{itemize}
          \\item Création d'une plateforme de formation en React
        \\end{itemize}}

        \\cventry{2011}{Développeur Web}{Stage - 4 mois}{}{Akoufen (Angers)}{
        \\begin{itemize}
          \\item Intégration de plusieurs sites web
        \\end{itemize}}

        \\section{Formations}
        \\cventry{2011 -- 2012}{Licence Professionnelle}{Université d'Angers}{}{}{Logiciels libres}
        \\end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p.get("kind")) for p in plain["positions"]] == [
        ("Développeur Front", "Unow", None),
        ("Développeur Web", "Akoufen", "internship"),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Université d'Angers", 2012)
    ]


# -- thirty-ninth round: group 44 read ----------------------------------------------------------


def test_a_named_centre_whose_name_lists_its_fields_is_the_employer() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>Employment</h2>
        <p>Group Leader at the Example Center on Cognition, Brain and Language, 2025-present</p>
        <p>Post-doctoral researcher at the Example Center on Cognition, Brain and Language, 2016-2021</p>
        </body></html>
        """,
        name="cv.htm",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Group Leader", "Example Center on Cognition, Brain and Language", 2025),
        ("Post-doctoral Researcher", "Example Center on Cognition, Brain and Language", 2016),
    ]


def test_a_restructuredtext_list_table_of_dates_and_posts() -> None:
    plain = draft_of(
        """\
        Work Experience
        ---------------

        .. list-table::
           :widths: 20 80
           :header-rows: 0

           * - **2024.01 – present**
             - **Senior research scientist**

               *INAF - Example Observatory, Florence (Italy)*

               Adaptive optics systems: simulations, control design.
           * - **2018.12 – 2023.12**
             - **Research scientist**

               *INAF - Example Observatory, Florence (Italy)*

               Adaptive optics systems: data analysis.

        Education
        ---------

        .. list-table::
           :widths: 20 80
           :header-rows: 0

           * - **2005.09 – 2008.04**
             - **Master's Degree in Automation Engineering** (110/110 cum laude)

               *Università degli studi di Example (Italy)*
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Senior Research Scientist", "INAF", "2024-01", None),
        ("Research Scientist", "INAF", "2018-12", "2023-12"),
    ]
    assert [(e["degree"], e["institution"], e.get("start"), e["end"]) for e in plain["education"]] == [
        ("MSc", "Università degli studi di Example", "2005-09", "2008-04")
    ]


# -- fortieth round: group 45 read --------------------------------------------------------------


def test_degrees_listed_with_commas_each_with_its_article() -> None:
    plain = draft_of(
        """\
        I received the MSc degree in Data Science and BEng degree in Electronics from the
        [University of Example](https://ed.example), the BEng degree in Electrical Engineering
        from the [North Example Power University](https://ncepu.example/).
        """
    ).plain()
    assert [(e["degree"], e["field"], e["institution"]) for e in plain["education"]] == [
        ("MSc", "Data Science", "University of Example"),
        ("BEng", "Electronics", "University of Example"),
        ("BEng", "Electrical Engineering", "North Example Power University"),
    ]


def test_a_chinese_university_its_school_and_major_apart_by_full_width_commas() -> None:
    plain = draft_of(
        """\
        教育经历
        ========

        *   2010-2013   厦门大学，化学化工学院，物理化学硕士
        """,
        name="cv.rst",
    ).plain()
    assert [(e["degree"], e["institution"], e["department"], e["end"]) for e in plain["education"]] == [
        ("MSc", "厦门大学", "化学化工学院，物理化学", 2013)
    ]


def test_a_bachelor_of_mathematics_and_a_supervisors_own_doctorate() -> None:
    plain = draft_of(
        """\
        ## Education

        **Gadjah Mada University**, S.Mat. (B.Math.)
        _Yogyakarta, Indonesia | Aug 2021 – Jan 2025_

        - **GPA**: 4.0/4.0
        - **Thesis Supervisor**: [Ada Example, Ph.D.](https://staff.example/ada)
        - **Thesis Topic**: Essential and Density Topologies on Continuous Domains
        """
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Gadjah Mada University", "2025-01")
    ]


def test_a_national_firm_named_after_its_country_keeps_the_name() -> None:
    plain = draft_of(
        """\
        Work Experience
        ---------------
        * 02/2019 - 04/2021: Network Engineer, China Mobile
        * 05/2016 - 01/2019: Flight Operations Analyst, Japan Airlines
        """
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Network Engineer", "China Mobile"),
        ("Flight Operations Analyst", "Japan Airlines"),
    ]


# -- forty-first round: group 46 read ---------------------------------------------------------


def test_hugo_experience_whose_first_item_keys_stand_a_column_off_is_still_read() -> None:
    plain = draft_of(
        """\
        ---
        widget: experience
        experience:
          - title: Vision Intern
           company: Example Health
           date_start: '2022-05-01'
           date_end: ''

          - title: Software Engineer
            company: Example Systems
            date_start: '2021-09-01'
            date_end: '2022-04-29'
        ---
        """,
        name="experience.md",
    ).plain()
    assert [(p["title"], p["organization"], p.get("end")) for p in plain["positions"]] == [
        ("Vision Intern", "Example Health", None),
        ("Software Engineer", "Example Systems", "2022-04"),
    ]


def test_a_section_heading_with_two_letters_swapped_still_opens_its_section() -> None:
    plain = draft_of(
        """\
        Ada Example

        Expereince

        ExampleSoft
        The Hague, NL
        5/2002 – present
        Founder


        Eductaion

        Example University
        1996 – 2000
        Bachelor of Science
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Founder", "ExampleSoft", "2002-05")
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Example University", 2000)
    ]


def test_spanish_posts_after_their_employer_in_capitals_and_a_degrees_dates_over_its_grade() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        {\large Experiencia Laboral}

        {\large \textbf{EXAMPLEDIA, Ingeniero de Datos}}

        {\small Enero 2023-Presente}

        {\large \textbf{EJEMPLO, Asistente Educativo}}

        {\small Junio 2020-Mayo 2022}

        {\large Educación}

        \large \textbf{Licenciatura en Matemáticas,}

        \large \textbf{Universidad de Ejemplo}

        {\small Agosto 2015-Junio 2019}

        {\small Promedio final: 9.28}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p.get("end")) for p in plain["positions"]] == [
        ("Ingeniero de Datos", "EXAMPLEDIA", None),
        ("Asistente Educativo", "EJEMPLO", "2022-05"),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Universidad de Ejemplo", "2019-06")
    ]


def test_rst_employers_underlined_with_stars_over_russian_posts_and_their_place() -> None:
    plain = draft_of(
        """\
        Опыт работы
        ###########

        Пример
        ******

        Октябрь 2021 — По наст. время (1 год и 10 месяцев)
            Куратор практикумов

            Россия, Москва

            Обязанности и достижения
                - Консультация практикантов

        ExampleHelp
        ***********

        Декабрь 2021 — Июнь 2022 (7 месяцев)
            php-разработчик

            Россия, Москва
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p.get("end")) for p in plain["positions"]] == [
        ("Куратор практикумов", "Пример", None),
        ("Php-Разработчик", "ExampleHelp", "2022-06"),
    ]


def test_a_degree_in_prose_supervised_since_a_year_began_that_year() -> None:
    plain = draft_of(
        """\
        I am Ada Example, a first-year MS student at the Department of Circuits, The Example
        University of Posts (EUP), supervised by [Bo Example](https://bo.example/) since 2025 Fall.
        """
    ).plain()
    assert [(e["degree"], e["institution"], e.get("start"), e.get("end")) for e in plain["education"]] == [
        ("MSc", "The Example University of Posts (EUP)", 2025, None)
    ]


def test_an_html_heading_of_two_paragraphs_the_firm_then_the_title_in_bold() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h3>Professional Experience</h3>
        <h4> <p id="Company-Name">examplefly software Pvt Ltd </p>
        <p id="Job-title"><strong>Support Engineer (Technical Support)</strong></p></h4>
        <h4><p>Job Responsibilities:</p></h4>
        <ul><li>Answer customers queries over Email</li></ul>
        </body></html>
        """,
        name="CV.htm",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Support Engineer (Technical Support)", "examplefly software Pvt Ltd")
    ]


def test_a_heading_that_names_a_firm_by_its_legal_form_is_an_entry_not_a_section() -> None:
    plain = draft_of(
        """\
        ## Experience

        ### Example Software Ltd

        **Support Engineer**, 2020 - present
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Support Engineer", "Example Software Ltd", 2020)
    ]


def test_a_doctoral_candidate_in_a_numbered_year_of_study() -> None:
    plain = draft_of(
        "I am currently a 3th-year Ph.D. candidate at Example University, under the supervision of "
        "[Prof. Bo Example](https://bo.example/).\n"
    ).plain()
    assert [(e["degree"], e["institution"], e.get("end")) for e in plain["education"]] == [
        ("PhD", "Example University", None)
    ]


def test_a_checker_and_a_guide_are_posts() -> None:
    plain = draft_of(
        """\
        ## Work experience

        - **Translation Checker, Example Translations Ltd (Aug 2010–May 2014)**
        - **Web Developer and Guide, Example Museum (2015)**
        """
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Translation Checker", "Example Translations Ltd"),
        ("Web Developer and Guide", "Example Museum"),
    ]


# -- forty-second round: group 47 read ---------------------------------------------------------


def test_a_firm_named_by_its_trade_before_its_country_and_a_skills_heading_is_no_name() -> None:
    plain = draft_of(
        """\
        DevOps Skills

        AWS
        Terraform

        WORK EXPERIENCE
        Principal Financial, USA | DevOps Engineer OCT 2024 – Present
        - Rebuilt cloud environment provisioning.
        Acme Software, India | DevOps Engineer Aug 2020 – Jul 2023
        - Built pipelines.
        """,
        name="resume.txt",
    ).plain()
    assert plain["name"] != "DevOps Skills"
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("DevOps Engineer", "Principal Financial", "2024-10"),
        ("DevOps Engineer", "Acme Software", "2020-08"),
    ]


def test_a_summer_post_dated_from_one_day_to_another_of_one_year() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \newcommand{\cvEntrySimple}[2]{\textbf{#1} \hfill #2}
        \begin{document}
        \section{Research Experience}

        \cvEntrySimple{Summer Research Intern}{Aug 5 -- Aug 26, 2026}

        \textit{Example Academy (Community for Neuroscience), Iran}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Summer Research Intern", "Example Academy", "2026-08", "2026-08")
    ]


def test_a_member_of_learned_societies_holds_no_post_there() -> None:
    plain = draft_of(
        "I am currently a lecturer at the School of Computing, Example University of Science and "
        "Technology, China. I am a member of the **Institute of Electrical and Electronics Engineers "
        "(IEEE)**, **Example Computer Federation (ECF)**, and **Association for Computing Machinery "
        "(ACM)**.\n"
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Lecturer", "Example University of Science and Technology")
    ]


def test_a_german_doctorate_glossed_as_the_equivalent_of_a_phd_is_one_degree() -> None:
    plain = draft_of(
        """\
        EDUCATION
        ---------

        * 2016 - 2020: **Dr. rer. nat. (Ph. D. equivalent) in Biology**, Example University, Germany
        * 2012 - 2014: **M. Sc. in Physics**, Example National University, Korea
        """,
        name="cv.rst",
    ).plain()
    assert [(e["degree"], e.get("field"), e["institution"], e["end"]) for e in plain["education"]] == [
        ("PhD", "Biology", "Example University", 2020),
        ("MSc", "Physics", "Example National University", 2014),
    ]


def test_a_degree_awarded_with_honours_under_its_entry_is_not_a_second_degree() -> None:
    plain = draft_of(
        """\
        ## Education

        **B.Sc. Hons Information Technology** - *University of Example*, 2015

        - Awarded B.Sc. Hons in Information Technology *Cum Laude*.

        **B.Sc. Computer Science** - *Example Western University*, 2012-2014

        - Awarded B.Sc. Computer Science *Cum Laude*.
        """
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "University of Example", 2015),
        ("BSc", "Example Western University", 2014),
    ]


def test_an_employer_named_alone_over_its_titles_each_over_its_dates() -> None:
    plain = draft_of(
        """\
        ## Professional Experience

        Example Cloud

        Infrastructure Operations Manager (Secondment)
        Mar 2026 - Current

        Head of Infrastructure Operations (Secondment)
        Jul 2025 - Feb 2026

        Title changed during a restructuring.

        - Ran the platform.

        Council for Example Research, Centre for Example Computing (CEC)

        Senior Technologist II
        2020 - 2024
        """
    ).plain()
    assert [(p["title"], p["organization"], p.get("end")) for p in plain["positions"]] == [
        ("Infrastructure Operations Manager (Secondment)", "Example Cloud", None),
        ("Head of Infrastructure Operations (Secondment)", "Example Cloud", "2026-02"),
        ("Senior Technologist II", "Council for Example Research", 2024),
    ]


def test_hugo_experience_whose_company_names_the_advisors_is_at_its_location() -> None:
    plain = draft_of(
        """\
        +++
        widget = "experience"
        [[experience]]
          title = "Senior Honors Thesis"
          company = "Advisor: Professor Ada Example"
          location = "Example College, MA"
          date_start = "2019-09-01"
          date_end = "2020-05-17"
        [[experience]]
          title = "Physics REU"
          company = "Advisors: Dr. Bo Example, Cy Example"
          location = "University of Example, UT"
          date_start = "2018-06-01"
          date_end = "2019-01-01"
        +++
        """,
        name="experience.md",
    ).plain()
    assert [(p["title"], p["organization"], p["mentors"]) for p in plain["positions"]] == [
        ("Physics REU", "University of Example", ["Bo Example", "Cy Example"])
    ]


def test_a_word_page_its_conditional_markers_its_arrows_and_an_end_left_dotted() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>PARCOURS PROFESSIONNEL</h2>
        <p class=MsoNormal>2005 - ...... : Pigiste - <b>Radio Example International</b></p>
        <p class=MsoNormal>2009 - 2011 : Représentante du Bureau de Paris - <b>Example Türk, Paris</b></p>
        <p class=MsoNormal><![if !supportLists]><span style='font-family:Wingdings'>Ø<span>
        </span></span><![endif]>Relations entre la Turquie et la France</p>
        </body></html>
        """,
        name="CV.htm",
    ).plain()
    assert [(p["title"], p["organization"], p.get("end")) for p in plain["positions"]] == [
        ("Pigiste", "Radio Example International", None),
        ("Représentante du Bureau de Paris", "Example Türk", 2011),
    ]
    assert "supportLists" not in to_yaml(
        draft_of("<html><body><p><![if !supportLists]>x<![endif]></p></body></html>", "a.htm")
    )


def test_a_licence_spelt_as_english_spells_it_is_a_first_degree() -> None:
    plain = draft_of(
        """\
        ## Education

        License of Management information system, Example School of Business
        September 2016 – July 2019
        """
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Example School of Business", "2019-07")
    ]


# -- forty-third round: group 48 read ----------------------------------------------------------


def test_an_employer_then_its_town_with_no_comma_between() -> None:
    plain = draft_of(
        """\
        Professional Experience:
        Example Analytics Calgary, Alberta
        Senior Software developer (2012–2013)
          - Tied together numerical simulation and report generation

        Examplezer Inc Groton, CT, USA
        Consultant (2005–2007)
          - Parallelized computational chemistry applications

        Education
        Université Exemple Québec, Canada 1994
        MBA, Master’s in Business Administration
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Senior Software Developer", "Example Analytics"),
        ("Consultant", "Examplezer Inc"),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("MBA", "Université Exemple", 1994)
    ]


def test_a_lab_abbreviated_before_its_name_and_a_french_name_in_lower_case() -> None:
    plain = draft_of(
        "## Experience\n\n"
        "`2014-present` **Maître de conférences (lecturer)**, *Lab. Biology of Fish, Muséum national "
        "d’Histoire Exemple*, Paris, France.\n\n"
        "`2013` **Post-doctoral fellow**, *Lab. Biodiversity & Territory Management, University of "
        "Exemple 1*, Rennes, France.\n"
    ).plain()
    assert [(p["title"], p["organization"], p.get("end")) for p in plain["positions"]] == [
        ("Maître de Conférences", "Muséum national d’Histoire Exemple", None),
        ("Post-doctoral Fellow", "University of Exemple 1", 2013),
    ]


def test_a_french_academic_title_in_bold_is_the_title_not_the_employer() -> None:
    plain = draft_of(
        """\
        ## Experience

        `2014-present` **Maître de conférences**, *Lab. Biology of Fish, Muséum Exemple*, Paris, France.
        """
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Maître de Conférences", "Muséum Exemple")
    ]


def test_rst_list_table_posts_under_a_professional_career_heading() -> None:
    plain = draft_of(
        """\
        Academic Career
        ---------------

        .. list-table::
            :header-rows: 0

            * - 02/2017
              - Bachelor of science in mathematics, TU Exemple

        Professional Career
        -------------------

        .. list-table::
            :width: 100 %
            :header-rows: 0

            * - since 05/2021
              - Scientific employee, Fraunhofer EXM
            * - 09/2017 - 04/2021
              - Research assistant, TU Exemple
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Scientific Employee", "Fraunhofer EXM", "2021-05", None),
        ("Research Assistant", "TU Exemple", "2017-09", "2021-04"),
    ]


def test_a_degree_under_way_keeps_its_open_end_over_the_dated_schools_under_it() -> None:
    plain = draft_of(
        """\
        Education
        ======
        * Ph.D in Economics, Example University, Fall 2019 - Present
          * Complex Systems Summer School, Example Institute, Summer 2022
        * B.A in Math and Economics, University at Example, Fall 2014 - Spring 2018
        """
    ).plain()
    assert [(e["degree"], e["institution"], e.get("end")) for e in plain["education"]] == [
        ("PhD", "Example University", None),
        ("BA", "University at Example", 2018),
    ]


def test_hugo_experience_of_an_undergraduate_in_chinese_is_a_degree_too() -> None:
    plain = draft_of(
        """\
        ---
        widget: experience
        experience:
          - title: 本科生
            company: 示例理工大学
            date_start: '2018-09-01'
            date_end: ''
        ---
        """,
        name="experience.md",
    ).plain()
    assert [(e["degree"], e["institution"], e.get("end")) for e in plain["education"]] == [
        ("BSc", "示例理工大学", None)
    ]


def test_a_spanish_double_degree_is_a_first_degree() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        \section{Educación}
        \textbf{Doble grado en Ingeniería Informática + ADE} \hfill 2022 -- Presente \\
        \textit{Universidad de Ejemplo} \\
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(e["degree"], e["institution"], e.get("start"), e.get("end")) for e in plain["education"]] == [
        ("BSc", "Universidad de Ejemplo", 2022, None)
    ]


# -- forty-fourth round: group 49 read ---------------------------------------------------------


def test_a_resume_without_headings_a_post_a_line_and_its_degree_on_a_labelled_line() -> None:
    plain = draft_of(
        """\
        Ada Example | VP / Head of Product | Bangalore, India

        20+ years building products in e-commerce.

        CPO, ExampleLane (2019–2020): +23% conversions via ML lead-scoring.
        Sr PM – Content Platform, Yahoo! (2008–2012): Global CMS for 135 apps.

        Skills: product strategy, GenAI platforms.
        Education: B.E. University of Examples; UC Example certification.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["end"]) for p in plain["positions"]] == [
        ("CPO", "ExampleLane", 2020),
        ("Sr PM – Content Platform", "Yahoo!", 2012),
    ]
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BEng", "University of Examples")
    ]


def test_a_degree_styled_as_a_heading_of_the_sections_level_is_an_entry_of_education() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2 class="heading">Education</h2>
        <div class="text"><span class="date">2017-2021</span>
        <h2>Bachelor of Technology in Computer Science and Engineering</h2>
        <span class="position">Example University of Engineering and Technology, Vadodara</span></div>
        <h2 class="heading">Certificates</h2>
        <div class="text"><span class="date">February, 2023</span><h2>Computer Network Essentials</h2></div>
        </body></html>
        """,
        name="CV.htm",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BEng", "Example University of Engineering and Technology", 2021)
    ]


def test_a_table_row_of_paragraph_cells_dates_then_a_degree_with_its_letters_apart() -> None:
    plain = draft_of(
        """\
        <html><body>
        <p><b>EDUCATION</b></p>
        <table>
        <tr><td><p>&nbsp;</p></td><td><p>09/2018-Now</p></td></tr>
        <tr><td colspan=7><p>Ph. D. in Chemistry, Example Institute of Chemistry, CAS, China</p></td></tr>
        <tr><td><p>09/2014-06/2018</p></td><td><p>B.
          S. in Chemistry, Example University, China</p></td></tr>
        </table>
        </body></html>
        """,
        name="CV.htm",
    ).plain()
    assert [(e["degree"], e["institution"], e.get("end")) for e in plain["education"]] == [
        ("PhD", "Example Institute of Chemistry", None),
        ("BSc", "Example University", "2018-06"),
    ]


def test_the_skills_used_under_each_post_do_not_end_the_section_of_posts() -> None:
    plain = draft_of(
        """\
        ## Career & projects

        `2019 - 2024`
        Example Danmark, *Software Architect*

        As a software architect at Example, I designed the product.

        ### Skills utilized
        [![Java Badge](https://img.shields.io/badge/Java-blue)](#)

        `2018 - 2019`
        EXAMPLEU, *Freelance Software Consultant*

        ### Skills utilized
        [![IntelliJ Badge](https://img.shields.io/badge/IntelliJ-blue)](#)
        """
    ).plain()
    assert [(p["title"], p["organization"], p["end"]) for p in plain["positions"]] == [
        ("Software Architect", "Example Danmark", 2024),
        ("Freelance Software Consultant", "EXAMPLEU", 2019),
    ]


# -- forty-fifth round: group 50 read ----------------------------------------------------------


def test_hugo_academics_example_professor_at_university_x_is_left_out() -> None:
    draft = draft_of(
        """\
        +++
        widget = "experience"
        [[experience]]
          title = "Data Engineer"
          company = "Example Analytics"
          date_start = "2018-07-01"
          date_end = ""
        [[experience]]
          title = "Professor"
          company = "University X"
          location = "California"
          date_start = "2016-01-01"
          date_end = "2016-12-31"
        +++
        """,
        name="experience.md",
    )
    assert [(p["title"], p["organization"]) for p in draft.plain()["positions"]] == [
        ("Data Engineer", "Example Analytics")
    ]
    assert any("University X" in note for note in draft.plain()["notes"])


def test_an_employer_written_with_how_the_work_was_done_after_it() -> None:
    plain = draft_of(
        """\
        Experience
        Technical Content Writer Intern Aug 2025 – Present
        Example Security Remote
        –Researched and authored technical content.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Technical Content Writer Intern", "Example Security")
    ]


def test_an_employer_named_with_an_acronym_of_its_own_before_its_country() -> None:
    plain = draft_of(
        """\
        Work experience
        ---------------
        **Principal Software Engineer, Examplis IT, Netherlands** , *Dec 2023 - Present*

        - Continuous improvements for the operator.

        **Senior Software Engineer, Examplis IT, Russia** , *Nov 2022 - Dec 2023*

        - Built things.
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p.get("end")) for p in plain["positions"]] == [
        ("Principal Software Engineer", "Examplis IT", None),
        ("Senior Software Engineer", "Examplis IT", "2023-12"),
    ]


def test_a_group_of_firms_named_by_its_own_name_is_the_employer() -> None:
    plain = draft_of(
        """\
        ## Experience

        __Software Engineer, Examplo Group__

        `2020-2021`

        I rewrote the video framework.

        - **Translation Checker, RWX Group (Aug 2010–May 2014)**
        """
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Software Engineer", "Examplo Group"),
        ("Translation Checker", "RWX Group"),
    ]
    research = draft_of(
        "## Experience\n\n- Research Assistant, Vision Group, University of Example, 2019–2020\n"
    )
    assert [(p["organization"], p.get("department")) for p in research.plain()["positions"]] == [
        ("University of Example", "Vision Group")
    ]


# -- forty-sixth round: group 51 read ----------------------------------------------------------


def test_months_with_their_years_glued_on() -> None:
    plain = draft_of(
        """\
        ## Experience

        `May2018 - Now`
        __Graduate Academic Assistant__, University of Example, Vancouver, Canada

        `Dec2014 - Jan2015`
        __Winter Research Intern__, Example Institute of Technology, Kharagpur, India
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Graduate Academic Assistant", "University of Example", "2018-05", None),
        ("Winter Research Intern", "Example Institute of Technology", "2014-12", "2015-01"),
    ]


def test_plain_text_sections_titled_with_a_rule_after_and_a_town_is_no_employer() -> None:
    plain = draft_of(
        """\
        Ada Example
        Email: ada@example.org

        Ada Example is a remote worker in Saint Petersburg, Florida.

        EMPLOYMENT ---------------------------------------------------------------------

        Technology Business Analyst, Examplana (2014-11 — Current)
        Provided systems analysis.

        Pharmacy Technician, Examplana (2008-11 — 2011-06)
        Worked as a Pharmacy Technician.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Technology Business Analyst", "Examplana"),
        ("Pharmacy Technician", "Examplana"),
    ]


# -- forty-seventh round: group 52 read ---------------------------------------------------------


def test_a_field_named_before_the_word_undergraduate() -> None:
    plain = draft_of(
        """\
        ---
        title: about
        ---

        I’m a final-year Physics and Data Science undergraduate at the [University of Example (UoE)](https://example.org/).
        """
    ).plain()
    assert [(e["degree"], e.get("field"), e["institution"]) for e in plain["education"]] == [
        ("BSc", "Physics and Data Science", "University of Example")
    ]


def test_a_firms_branch_and_a_sole_trader_in_a_slovene_cv() -> None:
    plain = draft_of(
        """\
        Jan Example
        Email: jan@example.org

        Professional Background
        Country Manager, 2004 - 2009, Example Adriatics d.o.o., podružnica Ljubljana, Ljubljana,
        Slovenia

        Responsible for all aspects of managing the subsidiary.

        Sole Entrepreneur, 2003 - 2004, Example Consulting s.p. Ljubljana, Slovenia

        Worked first as a freelance IT journalist.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Country Manager", "Example Adriatics d.o.o", 2004, 2009),
        ("Sole Entrepreneur", "Example Consulting s.p", 2003, 2004),
    ]


def test_a_sentence_about_a_degree_is_no_second_degree() -> None:
    plain = draft_of(
        """\
        Jan Example

        Education
        Bachelor of Science, Open, 2002 – 2010, Open University of Example, UK
        BSc Open degree is a modular qualification which gives students flexibility of
        study, allowing them to study a broad range of subjects.

        TT209 Information and communication technologies: people and
        interactions;

        Executive M.B.A. 2007 – 2009, Example Business School, Croatia
        MBA program with a strong focus on financial aspects of business, including
        Managerial Accounting, Corporate Finance and Advanced Finance modules.
        """,
        name="resume.txt",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Open University of Example", 2010),
        ("MBA", "Example Business School", 2009),
    ]


def test_a_post_dated_by_one_year_alone_under_its_heading() -> None:
    plain = draft_of(
        """\
        ## Professional Experience

        ### Senior Software Engineer -- Example Foundation

        *2025 - Current*

        *Seattle, WA*

        > I collaborate with researchers.

        ### Senior AI Solutions Consultant -- Example Digital

        *2025*

        *Seattle, WA*

        > I delivered AI solutions.

        ### Software Engineer in Test - Examplesoft Inc.

        *2007 -- 2012*

        > I tested things.
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Senior Software Engineer", "Example Foundation", 2025, None),
        ("Senior AI Solutions Consultant", "Example Digital", 2025, 2025),
        ("Software Engineer in Test", "Examplesoft Inc", 2007, 2012),
    ]


def test_a_french_latex_cv_with_a_team_after_the_title_and_a_town_with_its_accent() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \newcommand{\job}[4]{
            \noindent \textbf{#1} \hfill \textbf{#3}\\
            \textit{#2}
            \begin{itemize}
                #4
            \end{itemize}
        }
        \begin{document}
        \section*{Expérience}
        \job{Stagiaire Ingénieur IA -- Computer Vision}
            {Example Telecom, Hanoï (Vietnam)}
            {Avril 2025 -- Juin 2025}
            {
            \item Entraînement de modèles.
            }
        \section*{Formation}
        \job{Diplôme d'Ingénieur en Informatique}
            {INSA Exemple, Rennes}
            {2025 -- Présent}
            {
            \item Spécialisation Intelligence Artificielle.
            }
        \job{BUT Informatique (Parcours Réalisation d'Applications)}
            {IUT Exemple, Nantes}
            {2023 -- 2025}
            {
            \item Développement applicatif.
            }
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Stagiaire Ingénieur IA – Computer Vision", "Example Telecom")
    ]
    assert [(e["degree"], e["institution"], e.get("start"), e.get("end")) for e in plain["education"]] == [
        ("MEng", "INSA Exemple", 2025, None),
        ("BSc", "IUT Exemple", 2023, 2025),
    ]


def test_a_portuguese_moderncv_with_an_abbreviated_present_and_a_masters() -> None:
    plain = draft_of(
        r"""
        \documentclass{moderncv}
        \firstname{Daniel}
        \familyname{Exemplo}
        \begin{document}
        \section{Experiência Profissional}
        \cventry{2025--Pres.}{Junior Developer}{Consultoria Exemplo}{Caparica}{}
            {Entrada como Junior Developer.}
        \cventry{2025}{Estágio (Projeto ADC)}{Exemplo Lda}{Caparica}{}
            {Estágio integrado na cadeira de projetos.}
        \cventry{2021--2024}{Servente de Mesa}{Pizzaria Exemplo}{}{}{Atendimento a clientes.}
        \section{Formação Académica}
        \cventry{Atual}{Mestrado em Engenharia Informática}{FCT Exemplo}{Caparica}{}{}
        \cventry{Concluída}{Licenciatura em Engenharia Informática}{FCT Exemplo}{Caparica}{}
            {Aquisição de conhecimentos sólidos na área, realização de projetos em grupo.}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Junior Developer", "Consultoria Exemplo", 2025, None),
        ("Estágio", "Exemplo Lda", 2025, 2025),
        ("Servente de Mesa", "Pizzaria Exemplo", 2021, 2024),
    ]
    assert [(e["degree"], e.get("field"), e["institution"]) for e in plain["education"]] == [
        ("MSc", "Engenharia Informática", "FCT Exemplo"),
        ("BSc", "Engenharia Informática", "FCT Exemplo"),
    ]


def test_an_institution_its_dates_and_its_degree_each_a_bullet() -> None:
    plain = draft_of(
        """\
        Ann Example's Resume
        ====================

        Education
        ---------
        * University of Example at Urbana-Champaign
        * August 2005 - August 2011
        * Bachelor of Arts in Anthropology
        """,
        name="resume.rst",
    ).plain()
    assert [
        (e["degree"], e.get("field"), e["institution"], e["start"], e["end"]) for e in plain["education"]
    ] == [("BA", "Anthropology", "University of Example at Urbana-Champaign", "2005-08", "2011-08")]


def test_a_bank_teller_and_a_private_consultant_who_has_no_employer() -> None:
    plain = draft_of(
        """\
        ### Positions

        - 06.2017-present **Research Intern**, Example Insurance Group, [Examplecorp](https://example.com/)
        - 12.2015-present **Private Statistics Consultant**
        - 08.2005-05.2007 **Peak-Time Teller I**, Example Coast Credit Union
        """
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Research Intern", "Examplecorp"),
        ("Peak-Time Teller I", "Example Coast Credit Union"),
    ]


def test_a_dutch_cv_with_its_sections_and_the_name_under_personalia() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h1>CURRICULUM VITAE</h1>
        <p>PERSONALIA</p>
        <p>Naam&nbsp;&nbsp;&nbsp;&nbsp;Jan Voorbeeld</p>
        <p>Geboren&nbsp;&nbsp;November 1969 te Amsterdam</p>
        <p>OPLEIDINGEN</p>
        <p>1982 – 1986 Mavo-d</p>
        <p>WERKERVARING</p>
        <p>2000 – heden <b>Voorbeeld Worldwide BV</b></p>
        <p>SMARTCARD DIVISIE</p>
        <p>Software Engineer</p>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert plain["name"] == "Jan Voorbeeld"
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Software Engineer", "Voorbeeld Worldwide BV", 2000, None)
    ]


def test_an_expected_end_in_brackets_is_no_part_of_the_institution_heading() -> None:
    plain = draft_of(
        """\
        ## Education

        ### **Example University** `2019.9 - 2022.6 (expected)`

        ```
        GPA: 90.12/100
        ```

        - M.Sc. in Computer Science and Technology
        - Supervised by Prof. [Liqiang Example](https://example.org/)
        """
    ).plain()
    assert [(e["degree"], e["institution"], e["end"], e["advisors"]) for e in plain["education"]] == [
        ("MSc", "Example University", "2022-06", ["Liqiang Example"])
    ]


# -- forty-eighth round: group 53 read ----------------------------------------------------------


def test_an_employer_heading_over_its_dates_and_a_title_line() -> None:
    plain = draft_of(
        """\
        # Education

        ## Example University Istanbul, Turkey

        *Bachelor of Science in Computer Engineering Sep 2019 – Jul 2024 (Expected)*

        # Experience

        ## EXAMPLECO

        *June 2019 - Present*

        IT Director

        · Exampleco is a small-sized enterprise that pairs high school students with mentors.

        ## Summer School Computer Teacher

        *June 2020 – August 2020*

        Teacher

        · I taught about coding during the summer courses.
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("IT Director", "EXAMPLECO", "2019-06")
    ]
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [("BSc", "Example University")]


def test_a_bold_institution_with_its_town_and_a_doctorate_only_intended() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        \section*{Education}
        \textbf{Carnegie Example University, Pittsburgh, PA} \\
        BS in Electrical and Computer Engineering, expected graduation December 2026 \\
        Expected MS in Electrical and Computer Engineering (combined MS/BS program),
        graduating 2028, with Ph.D. intent
        \textbf{Notable Classwork:} 18-447: Introduction to Computer Architecture
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Carnegie Example University", "2026-12"),
        ("MSc", "Carnegie Example University", 2028),
    ]


def test_a_project_and_its_dates_over_the_post_held_for_it() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \newcommand{\entry}[2]{\textbf{#1} \hfill #2\\}
        \newcommand{\subentry}[1]{\textit{#1}\par}
        \begin{document}
        \section{Education}
        \entry{Iowa Example University, Honors Program}{Aug. 2024 -- May 2028 (expected)}

        \subentry{B.S. Statistics B.S. Mathematics B.A. Computer Science}
        Cumulative GPA 3.85 / 4.00.

        \textbf{In progress, Fall 2026} (all five at the PhD level, 6000-series). Foundations of
        Probability Theory (stat 6541).

        \section{Research Experience}
        \entry{Langevin Sampling and Diffusion Estimation for Molecular Systems}{May 2026 -- present}
        \subentry{Research Collaborator, Department of Mathematics, Iowa Example University.
        Advisor: Prof.\ David Example.}
        \begin{itemize}
        \item Built an end-to-end Python simulation pipeline.
        \end{itemize}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["department"], p["start"]) for p in plain["positions"]] == [
        ("Research Collaborator", "Iowa Example University", "Department of Mathematics", "2026-05")
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Iowa Example University", "2028-05")
    ]


def test_a_hugo_experience_item_indented_off_the_items_before_it() -> None:
    plain = draft_of(
        """\
        ---
        widget: experience
        title: Experience
        experience:
          - title: Consultant
            company: Example Consulting Pvt Ltd.
            date_start: '2019-08-01'
            date_end: '2021-08-17'
            description: |2-
                Built an allocation engine.

           - title: Data Science Research Associate
            company: Research Cell, Example University
            date_start: '2016-05-01'
            date_end: '2016-09-01'
            description: |2-
                Pre-processing of raw data.

             - title: Data Science Research Intern
            company: Example Institute of Technology
            date_start: '2015-05-01'
            date_end: '2015-07-01'
        ---
        """,
        name="experience.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Consultant", "Example Consulting Pvt Ltd"),
        ("Data Science Research Associate", "Example University"),
        ("Data Science Research Intern", "Example Institute of Technology"),
    ]


def test_a_plain_text_cv_whose_entries_a_full_stop_parts() -> None:
    plain = draft_of(
        """\
        Ann Example
        =================
        Education
        =================
        Example Institute of Technology (Cambridge, MA)
        (2006-present)
        Candidate for BS in EECS Feb 2011, M.Eng in EECS Sept 2011
        Example Academy (Deerfield, MA)
        (2002-2006)
        SAT: Math-800
        =================
        Experience
        =================
        .
        Examplesoft - Technical Computing Cloud Team
        Summer 2010
        Software Development Engineer
        -- Created new tools facilitating development of distributed cloud applications
        .
        Distributed Robotic Lab (part of Example CSAIL)
        Summer 2009-present
        Research Assistant
        -- Implemented a heterogeneous mesh-networked team of robots to assemble structures
        -- Co-authored paper on results (to appear at IROS 2010)
        .
        Example Systems Initiative
        Summer 2008-Spring 2009
        Research Assistant
        -- Developed software to analyze thousands of satellite designs using simulations
        -- Co-authored one conference and one journal paper (Journal of Spacecraft and Rockets)
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Software Development Engineer", "Examplesoft", 2010),
        ("Research Assistant", "Distributed Robotic Lab", 2009),
        ("Research Assistant", "Example Systems Initiative", 2008),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Example Institute of Technology", "2011-02"),
        ("MEng", "Example Institute of Technology", "2011-09"),
    ]


def test_a_firms_legal_form_and_its_town_after_it_end_no_sentence() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \newcommand{\resumeSubheading}[4]{\item \textbf{#1} & #2 \\ \textit{#3} & \textit{#4} \\}
        \begin{document}
        \section{Work Experience}
        \begin{itemize}
          \resumeSubheading
              {Example Solutions Pvt. Ltd. Pune}{\emph{September 2023 -- Present}}
              {Associate Software Engineer}{}
        \end{itemize}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Associate Software Engineer", "Example Solutions Pvt. Ltd", "2023-09")
    ]


def test_a_degrees_courses_including_a_name_are_no_institution_and_a_divinity_masters() -> None:
    plain = draft_of(
        """\
        Education
        ---------

        Case Example University

        * Completed all coursework for Computer Science B.S. major, including Database
          Management, Distributed Systems, Theoretical Computer Science

        Example Divinity School

        * Th.M. in History and Theology, 2011
        """,
        name="resume.rst",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BSc", "Case Example University"),
        ("MSc", "Example Divinity School"),
    ]


# -- forty-ninth round: group 54 read -----------------------------------------------------------


def test_a_state_by_its_code_before_a_country_is_where_the_employer_is() -> None:
    plain = draft_of(
        """\
        <html><body>
        <p>Experience</p>
        <p>Lead Software Engineer Nov 2019 - Current Example Energia, São Paulo, SP Brazil</p>
        <p>Led the frontend chapter.</p>
        <p>Software Engineer Intern Dec 2013 - Mar 2014 Examplytl, Brasília, DF Brazil</p>
        <p>Implemented a feature.</p>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Lead Software Engineer", "Example Energia"),
        ("Software Engineer Intern", "Examplytl"),
    ]


def test_a_section_word_with_a_letter_left_out_and_talks_after_the_posts() -> None:
    plain = draft_of(
        """\
        EXPERINCE

        2017–2019 – Help Desk Technician, Example Unit – Example Air Force

        - Supporting all office technical equipment.

        scientific talks

        - Oral Presentation, 2024 Example Summer Meeting, Marseille, France
        """,
        name="cv.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Help Desk Technician", "Example Air Force", 2017)
    ]


def test_a_first_name_alone_and_a_doctoral_candidate_in_a_group() -> None:
    plain = draft_of(
        """\
        ---
        title: about
        ---

        Hi there! I'm Jens, a PhD candidate in the Databases group at the [Department of
        Mathematics and Computer Science](https://example.org/) at [TU Example](https://example.org/).

        My name is Jean Example, a Project Controller at [Examplecom](https://example.com/) based in
        Kuala Lumpur, Malaysia, who recently joined the company in January 2024.
        """
    ).plain()
    assert [(e["degree"], e["institution"], e.get("field")) for e in plain["education"]] == [
        ("PhD", "TU Example", None)
    ]
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Project Controller", "Examplecom", "2024-01")
    ]


def test_an_honorific_before_a_colleges_name_and_a_spanish_administrator() -> None:
    plain = draft_of(
        """\
        ## Experiencia

        `Junio 2017 - Enero 2018`
        **Administrador de Sistemas (Prácticas del CFGS). <a href="http://e.x/"> Examplase.</a>** El Paso.

        ## Education

        - Bachelor of Engineering, IT, from Smt. Example Navle college of Engineering, Pune, 2015
        """
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Administrador de Sistemas (Prácticas del CFGS)", "Examplase")
    ]
    assert [e["institution"] for e in plain["education"]] == ["Smt. Example Navle college of Engineering"]


def test_a_hugo_experience_item_whose_title_and_company_are_the_other_way_round() -> None:
    plain = draft_of(
        """\
        +++
        widget = "experience"
        title = "Experience"

        [[experience]]
          title = "UCLA CSST Program"
          company = "Summer Research Intern"
          date_start = "2019-07-07"
          date_end = "2019-09-14"

        [[experience]]
          title = "Example University"
          company = "Digital media Computing & Design Lab"
          date_start = "2018-03-01"
          date_end = "2019-07-01"
        +++
        """,
        name="experience.md",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Summer Research Intern", "UCLA", "CSST Program")
    ]


# -- fiftieth round: group 55 read --------------------------------------------------------------


def test_a_range_broken_over_two_lines_and_the_contracts_kind_in_a_cell() -> None:
    plain = draft_of(
        """\
        ## Experience

        05/2022 –
        09/2022
        Full Time · Platform Engineer · Examplesquare - Rennes, France · Part of the platform team.

        11/2020 –
        05/2021
        Fixed-term · DevOps Engineer · EXL - Lamballe, France · Deployed a Kubernetes cluster.

        7/2020 –
        11/2020
        Internship · DevOps Intern · EXL - Lamballe, France · Gathered the team's requirements.
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Platform Engineer", "Examplesquare", "2022-05", "2022-09"),
        ("DevOps Engineer", "EXL", "2020-11", "2021-05"),
        ("DevOps Intern", "EXL", "2020-07", "2020-11"),
    ]


def test_sentences_that_say_where_and_as_what_one_worked() -> None:
    plain = draft_of(
        """\
        **WORK EXPERIENCE:**

        - Working in Technical Publication & Record of Example International Airline as an Officer
          Engineering (April 2021 to date)

          - Updating data on the maintenance software.

        - Have worked in Line Maintenance (Light Maintenance also) Division of Example International
          Airline as an Aircraft Maintenance Technician (July 2007 to June 2016).

          - Performing periodic maintenance checks.

        **EDUCATION:**

        - Bachelors of Science from University of Example in 2007.(Major subjects Physics, Mathematics).
        """
    ).plain()
    assert [(p["title"], p["organization"], p["department"], p["start"]) for p in plain["positions"]] == [
        ("Officer Engineering", "Example International Airline", "Technical Publication & Record", "2021-04"),
        (
            "Aircraft Maintenance Technician",
            "Example International Airline",
            "Line Maintenance (Light Maintenance also) Division",
            "2007-07",
        ),
    ]
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "University of Example", 2007)
    ]


def test_a_page_that_writes_spans_of_years_with_two_digits() -> None:
    plain = draft_of(
        """\
        ## Employment

        `2012-13`
        __Example Regional Genetics Laboratory__ Pre-Registration Clinical Scientist

        `2011-12`
        __Examplemina, Saffron Walden__ Research Associate in Production Sequencing.

        ## Education

        `2006-09`
        __University of Example__ BSc Zoology.
        """
    ).plain()
    assert [(p["start"], p["end"]) for p in plain["positions"]] == [(2012, 2013), (2011, 2012)]
    assert [(e["start"], e["end"]) for e in plain["education"]] == [(2006, 2009)]


def test_prose_whose_employer_a_new_sentence_or_an_adverb_ends() -> None:
    plain = draft_of(
        """\
        ---
        title: about
        ---

        I'm a fourth year Ph.D. student from Example University, My research interest includes software
        engineering.

        Ann Example is the Technology Director for Spotlight EX. I am the Technology Director for
        Spotlight EX and directly responsible for its online presence.
        """
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [("PhD", "Example University")]
    assert {p["organization"] for p in plain["positions"]} == {"Spotlight EX"}


def test_an_ma_before_a_comma_and_a_university_spelt_with_an_okina() -> None:
    plain = draft_of(
        """\
        Carl Example

        Carl has a PhD in Philosophy from the University of Hawaii.

        Education:

        Ph.D, Philosophy, University of Hawaiʻi at Mānoa, 2012
        MA, Philosophy, University of Hawaiʻi at Mānoa, 2008
        """,
        name="resume.txt",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("PhD", "University of Hawaiʻi at Mānoa", 2012),
        ("MA", "University of Hawaiʻi at Mānoa", 2008),
    ]


def test_titles_in_sentence_case_that_and_joins() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \newcommand{\job}[3]{\textbf{#1} \hfill #2\\ #3\par}
        \begin{document}
        \section*{Experience}
        \job{AI and automation developer}{Feb 2026 -- present}{Rascal Example}

        \job{Secretary and web developer}{Jan 2025 -- present}{Speedcubing Example ry}

        \section*{On my own}
        \begin{itemize}
        \item Private and academy teacher of Mathematics, Physics, Chemistry and Technical Drawing.
        \end{itemize}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("AI and Automation Developer", "Rascal Example"),
        ("Secretary and Web Developer", "Speedcubing Example ry"),
    ]


def test_projects_under_the_employment_heading_are_no_posts() -> None:
    plain = draft_of(
        """\
        Employment
        ----------

        Examplecore Engineering
        ^^^^^^^^^^^^^^^^^^^^^^^

        Employment Detail
        .................

        2007--2020
          Electronics Technician
            Examplecore Engineering, London, ON

            Automation specialist primarily assigned to test station support.


        Projects
        ........

        2019--2020
          Alternator Test Station
            Progress Example Services, Winston-Salem, NC
            AC & DC Alternator Test Station
        2017--2018
          Traction Motor Test
            Progress Example Services, Redbank, QLD, Australia
            AC & DC Traction Motor Test Station
        2015
          Traction Motor Test
            Progress Example Services, Muncie, IN
            DC Traction Motor Test Station
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Electronics Technician", "Examplecore Engineering")
    ]


# -- fifty-first round: group 56 read -----------------------------------------------------------


def test_a_page_with_no_headings_whose_employers_stand_over_their_titles() -> None:
    plain = draft_of(
        """\
        ANN EXAMPLE

        | me@example.net | Seattle WA, USA |

        Example Networks, Seattle WA – 2004-Present

        Senior Product Management Engineer – 2015-Present

        Primary interface between customers and the rest of the company.

        Field Systems Engineer (Technical Sales) – 2007-2009

        Pre-sales engineering for major accounts.

        Network Support Engineer – 2004

        Technical support for enterprise customers.

        EXAMPLE Systems, Seattle WA – 2001-2004

        Implementation Specialist – 2001-2004

        Directly developed and supported point-of-sale deployments.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Senior Product Management Engineer", "Example Networks", 2015, None),
        ("Field Systems Engineer (Technical Sales)", "Example Networks", 2007, 2009),
        ("Network Support Engineer", "Example Networks", 2004, 2004),
        ("Implementation Specialist", "EXAMPLE Systems", 2001, 2004),
    ]


def test_headings_that_name_employers_over_a_line_of_title_and_dates() -> None:
    plain = draft_of(
        """\
        ==================
        Resume - Ann Example
        ==================

        --------------------
        Example Science
        --------------------

        **Lead Software Engineer** | **Bangalore** | Started **July 2021**

        * Responsible for developer documentation.

        -----------------
        EXAMPLE Inc.
        -----------------

        **Developer** | **Bangalore** | **MAY 2019 - July 2021**

        * Designed the security portal project.

        Other Experience
        ----------------

        * FEB 2011 - FEB 2014

          * Trained in statistical control methods at Example group companies.
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p.get("end")) for p in plain["positions"]] == [
        ("Lead Software Engineer", "Example Science", "2021-07", None),
        ("Developer", "EXAMPLE Inc", "2019-05", "2021-07"),
    ]


def test_markdown_cvs_currently_section_lists_the_posts_held_now() -> None:
    plain = draft_of(
        """\
        ---
        layout: cv
        title: Ann Example's CV
        ---
        # Ann Example, Ph.D.

        ## Currently

        `2024-` **Deputy Chair**, Department of Public Administration, Example University
        `2022-` **Lecturer**, School of Public Policy and Administration, Example University
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Deputy Chair", "Example University", 2024),
        ("Lecturer", "Example University", 2022),
    ]


# -- fifty-second round: group 57 read ----------------------------------------------------------


def test_an_indian_state_after_the_town_and_a_mistyped_institute() -> None:
    plain = draft_of(
        """\
        Ann Example

        EDUCATION
        Indian Institue of Technology Example Dec 2021–May 2025
        Bachelor of Technology in Computer Science Dhanbad, Jharkhand

        EXPERIENCE
        Backend AI Intern Jun 2024–Aug 2024
        Examplesales Bengaluru, Karnataka
        • Built the demo generator.
        """,
        name="resume.txt",
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BEng", "Indian Institue of Technology Example")
    ]
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Backend AI Intern", "Examplesales")
    ]


def test_a_jekyll_page_whose_body_is_an_html_cv_with_mojibake_written_as_entities() -> None:
    plain = draft_of(
        """\
        ---
        layout: page
        title: CV
        ---
        <!DOCTYPE html>
        <html><body>
        <h2>Appointment History</h2>
        <p>2014 to Current</p>
        <p><span>Research Fellow</span> <span>University of Example</span> <span>&acirc;&euro;&ldquo;</span>
        <span>Southampton</span></p>
        <ul><li>Conducted research on graph databases.</li></ul>
        <p>2007 to 2008</p>
        <p><span>Sales Information Coordinator</span> <span>Example-German-America Technology</span>
        <span>&acirc;&euro;&ldquo;</span> <span>China</span></p>
        <ul><li>Gathered detailed use cases.</li></ul>
        </body></html>
        """
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Research Fellow", "University of Example"),
        ("Sales Information Coordinator", "Example-German-America Technology"),
    ]


def test_a_mistyped_bachelor_and_a_field_after_a_bold_titles_comma() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \newcommand{\job}[3]{\textbf{#1} \hfill #2\\ \textit{#3}\par}
        \begin{document}
        \section*{Experience}
        \job{Peer Tutor, Data Science and AI}{2024}{TechUp Example}

        \section*{Education}
        Batchelor of Computing, University of Example, \textit{Nov 2003}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Peer Tutor, Data Science and AI", "TechUp Example")
    ]
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [("BSc", "University of Example")]


# -- fifty-third round: group 58 read -----------------------------------------------------------


def test_two_titles_of_one_post_either_side_of_a_dash_over_the_employer() -> None:
    plain = draft_of(
        """\
        Ann Example

        EXPERIENCE

        Infrastructure / DevOps Engineer — Project Manager\tDec 2004 – Nov 2019
        Example Technology, Eden Prairie, MN
        • Automated the provisioning of servers.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Infrastructure / DevOps Engineer — Project Manager", "Example Technology")
    ]


def test_how_a_hugo_post_was_held_after_the_employers_name() -> None:
    plain = draft_of(
        """\
        ---
        widget: experience
        experience:
          - title: Psychologische Beratung
            company: Drk Kreisverband Example-stadt · Freiberuflich
            date_start: '2023-01-01'
            date_end: ''
        ---
        """,
        name="experience.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Psychologische Beratung", "Drk Kreisverband Example-stadt")
    ]


def test_degrees_in_capitals_and_an_erasmus_stay() -> None:
    plain = draft_of(
        """\
        ## Education

        **B.TECH in Computer Science Engineering - AI & ML**
        Example Jyothi Institute of Technology
        *Expected Graduation: 2027*

        `2010-2015`
        __Instituto Politécnico Example, Mexico__
        B.Sc.Eng. Telematics.

        `2014`
        __Universidad Politécnica de Example, Spain__
        ERASMUS.
        """
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("BEng", "Example Jyothi Institute of Technology"),
        ("BEng", "Instituto Politécnico Example"),
        ("visiting", "Universidad Politécnica de Example"),
    ]


def test_a_student_whose_words_in_lower_case_name_the_degree() -> None:
    plain = draft_of(
        """\
        ---
        title: about
        ---

        __Hello!__ I'm a __fourth-year physics with astronomy MPhys__ student at __Example University__
        broadly interested in __observation-led astronomy__.
        """
    ).plain()
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [("MSc", "Example University")]


# -- fifty-fourth round: group 59 read ----------------------------------------------------------


def test_an_expected_span_in_brackets_after_a_bold_institution_and_a_bsc_in_capitals() -> None:
    plain = draft_of(
        """\
        ## Education

        `2014-2020`
        __Ph.D, University of Example-Seattle (expected 2019/2020)__

        Department of Bioengineering

        `2007-2010`
        __BSC Computational Thinking, University of Example-Madison__
        """
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("PhD", "University of Example-Seattle", 2020),
        ("BSc", "University of Example-Madison", 2010),
    ]


def test_a_developer_spelt_with_two_ps_is_a_developer() -> None:
    plain = draft_of(
        """\
        Experience
        ==========

        Lead developper / Examplema / nov 2020 - present
        ------------------------------------------------

        Developed the wind turbine monitoring platform.
        """,
        name="cv.rst",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [("Lead Developer", "Examplema")]


# -- fifty-fifth round: group 60 read -----------------------------------------------------------


def test_the_university_a_college_is_affiliated_to_is_not_its_name() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>Education</h2>
        <p>
            Example Saha Institute of Technology, Kolkata
            Affiliated to Example Abul Kalam University of Technology
            2021 - 2025
            Bachelors in Computer Science and Engineering with Honors
        </p>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Example Saha Institute of Technology", 2025)
    ]


def test_a_note_on_the_post_after_a_semicolon_ends_the_employers_name() -> None:
    plain = draft_of(
        """\
        **Work Experience & Education**

        2019 · Internship at Example3, developing automated tests; 1 Semester part-time (C++)
        2018 · Statistics tutor at FU Example; 2 semesters part-time (R)
        """
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Internship", "Example3"),
        ("Statistics Tutor", "FU Example"),
    ]


def test_a_title_heading_over_its_dates_and_then_the_employer_on_a_line() -> None:
    plain = draft_of(
        """\
        ## Engineering & Security Experience

        ### Software Engineer

        2024 — Present

        ExampleTechnologies

        - Architecting resilient backend services.

        ### Cyber Defense & Systems Intern

        2023 — 2024

        Systems Training & Example Center

        - Demonstrated network sniffing.
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Software Engineer", "ExampleTechnologies", 2024),
        ("Cyber Defense & Systems Intern", "Systems Training & Example Center", 2023),
    ]


def test_a_hugo_item_held_at_several_companies_names_no_employer() -> None:
    plain = draft_of(
        """\
        ---
        widget: experience
        experience:
          - title: Various Engineering/Web Development Roles
            company: Companies including Example Business Consulting, Publishing House and others
            date_start: '1999-01-01'
            date_end: '2002-12-31'
          - title: IT/IS Executive
            company: Examplesharp Corporation Limited
            date_start: '2003-01-01'
            date_end: '2007-12-31'
        ---
        """,
        name="experience.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("IT/IS Executive", "Examplesharp Corporation Limited")
    ]


# -- fifty-seventh round: what recurs across the groups read --------------------------------------


def test_a_speciality_in_brackets_after_a_title_stays_in_the_title_as_written() -> None:
    plain = draft_of(
        """\
        EXPERIENCE

        - Senior Software Engineer (Data and Statistical Modelling), Northwind Traders, 2025 - present
        - IT Manager (Retail Application), Northwind Traders, 2020 - 2025
        - Engineer (SDE) at Example Systems, 2018 - 2020
        - Example Toastmasters (VP of Education), 2019 - present
        """
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"][:3]] == [
        ("Senior Software Engineer (Data and Statistical Modelling)", "Northwind Traders"),
        ("IT Manager (Retail Application)", "Northwind Traders"),
        ("Engineer", "(SDE) at Example Systems"),
    ]
    # a title held in brackets after a body's name is no speciality of a title before it
    assert not any("Toastmasters (VP" in p["title"] for p in plain["positions"])


def test_a_bracket_before_a_title_word_is_no_misspelling_of_it() -> None:
    from scholarkg.extract.orgs import correct_title

    assert correct_title("IT Manager (Developer Productivity)") == (
        "IT Manager (Developer Productivity)",
        None,
    )


def test_a_speciality_after_a_dash_is_part_of_the_title_and_a_unit_is_not() -> None:
    plain = draft_of(
        """\
        EXPERIENCE

        - Sr. Software Engineer - Data Platform, Northwind Traders, 2019 - 2021
        - Research Scientist - Speech Group, Northwind Traders, 2017 - 2019
        - Treasurer - Example Surfing Club, Northwind College, 2015 - 2016
        """
    ).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Sr. Software Engineer - Data Platform", "Northwind Traders", None),
        ("Research Scientist", "Northwind Traders", "Speech Group"),
        ("Treasurer", "Northwind College", "Example Surfing Club"),
    ]


def test_a_firm_named_group_before_its_town_and_state_is_the_employer() -> None:
    plain = draft_of(
        """\
        Ada Example

        EXPERIENCE

          C# Developer, Example Group, Alexandria, VA (Nov 2004 - Dec 2007)
            * Developed a records system.
        """,
        name="cv.txt",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("C# Developer", "Example Group", None)
    ]


# -- fifty-seventh round: group 61 read ---------------------------------------------------------


def test_a_seat_on_a_conferences_programme_committee_is_service_not_a_post() -> None:
    plain = draft_of(
        r"""
        \documentclass{article}
        \begin{document}
        \section*{Employment}
        Assistant Professor, Example University, 2022 -- present
        \section*{Professional Contributions}
        \begin{itemize}
          \item Program Committee Member, Crypto 2023.
          \item Program Committee Member, PKC 2023.
        \end{itemize}
        \end{document}
        """,
        name="cv.tex",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Assistant Professor", "Example University")
    ]


def test_a_section_title_in_capitals_beside_its_first_entry_opens_the_section() -> None:
    plain = draft_of(
        """\

          Ada Example (555) 320-0000
          ada@example.org

          EDUCATION Example Institute of Technology
           B.S. in Computer Science, expected May 2015
           	 Minor in Music and Technology
          PORTFOLIO

           - Personal Website http://ada.example.org
          WORK EXPERIENCE
          Engineer Intern August 2014 - December 2014
           Example Inc.
        """,
        name="resume.txt",
    ).plain()
    assert [(e["degree"], e["institution"], e["end"]) for e in plain["education"]] == [
        ("BSc", "Example Institute of Technology", "2015-05")
    ]
    assert plain["homepage"] == "http://ada.example.org"


def test_a_person_named_by_an_academic_title_is_no_employer() -> None:
    from scholarkg.extract.orgs import split_org

    parts = split_org("Department of Structural Biology, Prof. Ada Mentor")
    assert (parts.organization, parts.others) == ("Department of Structural Biology", ["Prof. Ada Mentor"])
    assert split_org("Professor Smith Lab, Example University").organization == "Example University"


def test_dates_over_an_employer_wrapped_in_two_lines_and_the_post_under_it() -> None:
    plain = draft_of(
        """\
        # Ada Example

        ## Professional experience

        `2018 - now`

        **Example Institute for Chemistry (EIC)**,
        Berlin, Germany.

        Postdoctoral researcher at the Department of Structural Biology,
        Prof. Ada Mentor.
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department"), p["start"]) for p in plain["positions"]] == [
        (
            "Postdoctoral Researcher",
            "Example Institute for Chemistry (EIC)",
            "Department of Structural Biology",
            2018,
        )
    ]


def test_what_a_degree_is_equivalent_to_now_is_no_degree_and_a_thesis_may_be_entitled() -> None:
    plain = draft_of(
        """\
        # Ada Example

        ## Education

        `2013-2018`

        **Ph.D. in Organic Chemistry**, University of Examples, Spain.

        Dissertation entitled *A study of examples*, supervised by Prof. Ada Mentor.

        `2004-2012`

        **Licenciatura in Organic Chemistry**, University of Samples, Spain.

        The study plan for the *licenciatura* degree is previous to the Bologna
        process. It is since 2014 equivalent to **B.Sc. + M.Sc.** in the
        Qualifications Frameworks in the European Higher Education Area.
        """,
        name="index.md",
    ).plain()
    # the licenciatura, and nothing of the paragraph that says what it is worth now
    assert [(e["degree"], e["institution"]) for e in plain["education"]] == [
        ("PhD", "University of Examples"),
        ("BSc", "University of Samples"),
    ]
    assert plain["education"][0]["thesis"] == "A study of examples"
    assert "department" not in plain["education"][0]


def test_engineer_and_manager_written_short_end_a_title() -> None:
    plain = draft_of(
        """\
        Experience
        ==========

        - 2006-2009: MTS Prod Dev Engr, Example Micro Devices
        - 2009-2012: Sr. Eng Mgr, Example Micro Devices
        """,
        name="resume.rst",
    ).plain()
    assert [p["title"] for p in plain["positions"]] == ["MTS Prod Dev Engr", "Sr. Eng Mgr"]


def test_universities_named_in_malay_indonesian_and_nordic_languages() -> None:
    from scholarkg.extract.orgs import INSTITUTION_RE

    for name in (
        "Universiti Teknikal Example",
        "Universitas Example",
        "Example universitet",
        "Example Üniversitesi",
    ):
        assert INSTITUTION_RE.search(name), name


def test_an_expected_graduation_in_a_bullet_under_a_degree_under_way_is_its_end() -> None:
    plain = draft_of(
        """\
        ADA EXAMPLE

        EDUCATION
        --------------------------------------------------------------------------------
        Bachelor of Computer Engineering with Honours
        Universiti Teknikal Example (UTeX) | October 2022 – Present
        • Expected Graduation: November 2026
        • Core Focus: Computer Networks, Operating Systems.
        """,
        name="resume.txt",
    ).plain()
    assert [(e["institution"], e["start"], e["end"]) for e in plain["education"]] == [
        ("Universiti Teknikal Example", "2022-10", "2026-11")
    ]


def test_certifications_are_no_posts_and_education_with_certifications_is_education() -> None:
    from scholarkg.extract.layout import classify_heading

    assert classify_heading("CERTIFICATIONS & PROFESSIONAL TRAINING") == "other"
    assert classify_heading("Licenses & Certifications") == "other"
    assert classify_heading("Education and Certifications") == "education"
    plain = draft_of(
        """\
        WORK EXPERIENCE
        --------------------------------------------------------------------------------
        IT Support Intern
        Example Networks — June 2025 – August 2025

        CERTIFICATIONS & PROFESSIONAL TRAINING
        --------------------------------------------------------------------------------
        Endpoint Security Certification
        Example Networking Academy — 12 December 2024
        • Implemented host-based firewall policies.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("IT Support Intern", "Example Networks")
    ]


def test_a_sentence_telling_the_one_post_held_at_an_employer_is_that_post() -> None:
    plain = draft_of(
        """\
        # Ada Example

        I'm a Software Engineer at [Example Automation](https://example.org/). I work on
        industrial IoT.

        ## Employment

        `From 2022`
        **Example Automation | Software Developer**

        `2019 - 2022`
        **Sample Systems | Developer**
        """,
        name="index.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Software Developer", "Example Automation", 2022),
        ("Developer", "Sample Systems", 2019),
    ]


# -- fifty-eighth round: group 62 read ---------------------------------------------------------


def test_a_posts_fields_as_items_under_its_employers_heading_and_several_titles() -> None:
    plain = draft_of(
        """\
        Employment History
        ==================

        Current
        -------
        - *Duration*: Oct. 2014 - current
        - *Title*: Senior Cloud Engineer

        Example Meadow
        --------------

        - *Duration*: Oct. 2013 - Oct. 2014
        - *Location*: San Jose, CA
        - *Title*: Senior Software Engineer
        - *Group*: Software Engineering
        - Job Responsibilities:

          - Developed the backend.

        Example Motors
        --------------

        - *Under contract by*: Example Systems
        - *Duration*: Oct. 2005 - Sep 2008
        - *Title(s)*: Software Developer, Business Analyst, Associate Systems Engineer, Business Analyst
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Senior Software Engineer", "Example Meadow", "2013-10", "2014-10"),
        ("Software Developer", "Example Motors", "2005-10", "2008-09"),
        ("Business Analyst", "Example Motors", "2005-10", "2008-09"),
        ("Associate Systems Engineer", "Example Motors", "2005-10", "2008-09"),
    ]


def test_a_bold_title_with_its_list_inside_a_post_does_not_end_the_posts() -> None:
    plain = draft_of(
        """\
        ---
        title: Experience & Education
        ---

        ## Experience

        ### Digital Solutions Consultant, Example Global Operations

        _Oct 2023 – present_

        I help organizations navigate change.

        **Areas of expertise**

        - Salesforce Transformation & Enablement
        - Cross-Functional Leadership

        ### Designer, Department of Design, Example Autonomous University

        _Jan 2022 – Oct 2023 (1 year, 10 months)_
        """,
        name="experience.md",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Digital Solutions Consultant", "Example Global Operations"),
        ("Designer", "Example Autonomous University"),
    ]
    # the bold title's list is what it says, and no more
    assert plain["interests"] == ["Salesforce Transformation & Enablement", "Cross-Functional Leadership"]


def test_an_employer_and_its_years_in_bold_over_a_title_and_its_unit() -> None:
    plain = draft_of(
        """\
        Professional Experience
        =======================

        **Example Hotels International, May 2013 - March 2014**

        Linux Systems Administrator - Information Systems

        - Created a dashboard.
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p.get("department"), p["start"]) for p in plain["positions"]] == [
        ("Linux Systems Administrator", "Example Hotels International", "Information Systems", "2013-05")
    ]


def test_a_word_between_a_title_and_its_dates_is_no_heading_and_projects_no_employer() -> None:
    plain = draft_of(
        """\
        Experience

        Independent Consultant
        Projects
        May 2012 – September 2018
        - Built a web service.


        General Manager
        Example Growers Supply
        2004 – 2012
        - Transformed a mail order business.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("General Manager", "Example Growers Supply", 2004)
    ]


def test_academies_named_in_german_polish_french_and_italian_are_institutions() -> None:
    from scholarkg.extract.orgs import INSTITUTION_RE

    for name in (
        "Example Akademie der Wissenschaften",
        "Akademia Example",
        "Académie Example",
        "Accademia Example",
    ):
        assert INSTITUTION_RE.search(name), name


def test_the_name_an_institution_had_before_is_no_part_of_its_name() -> None:
    from scholarkg.extract.orgs import clean_org

    assert clean_org("Example University of Technology (erstwhile Example Institute of Technology)") == (
        "Example University of Technology"
    )
    assert clean_org("Example University (formerly Sample College)") == "Example University"


# -- fifty-ninth round: group 63 read ---------------------------------------------------------


def test_a_southern_summer_across_the_turn_of_the_year_is_a_range_not_an_employer() -> None:
    plain = draft_of(
        """\
        Experience
        ----------

        Summer 2012/2013, Summer Research Scholar, EXLAB
            Built a compiler for planning problems.

        Jan. 2013–Jul. 2013, Research Assistant, ANU
            Scraped websites.
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"], p["start"], p["end"]) for p in plain["positions"]] == [
        ("Summer Research Scholar", "EXLAB", 2012, 2013),
        ("Research Assistant", "ANU", "2013-01", "2013-07"),
    ]


def test_undated_titles_underlined_under_their_employers_heading() -> None:
    plain = draft_of(
        """\
        Work Experience
        ===============

        Example Consulting
        ------------------

        Intern
        ^^^^^^

        Example Steel
        -------------

        Procurement Analyst
        ^^^^^^^^^^^^^^^^^^^

        Buyer
        ^^^^^

        Education
        =========
        """,
        name="resume.rst",
    ).plain()
    assert [(p["title"], p["organization"]) for p in plain["positions"]] == [
        ("Intern", "Example Consulting"),
        ("Procurement Analyst", "Example Steel"),
        ("Buyer", "Example Steel"),
    ]


def test_an_employer_named_only_before_its_country_is_the_employer() -> None:
    plain = draft_of(
        """\
        Work Experience

        Staff Engineer, ExamplePay, India - April 2022-Present
        - Built a similarity search.

        IT Analyst, Example Tech, Pune, India - October 2016 - March 2017
        - Built models.
        """,
        name="resume.txt",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Staff Engineer", "ExamplePay", "2022-04"),
        ("IT Analyst", "Example Tech", "2016-10"),
    ]


def test_where_put_first_and_a_past_title_after_a_comma_in_prose() -> None:
    plain = draft_of(
        """\
        ---
        permalink: /
        title: "About"
        ---

        I study the history of universities. At Example University, I am a Strategic Analytics
        Fellow, developing standards for institutional data. Earlier in my career, as Assistant
        Director of Research at the Example Consortium on Higher Education (ECHE), I advised
        senior leaders.
        """,
        name="about.md",
    ).plain()
    assert [(p["title"], p["organization"], p.get("current")) for p in plain["positions"]] == [
        ("Strategic Analytics Fellow", "Example University", None),
        ("Assistant Director of Research", "Example Consortium on Higher Education", False),
    ]


# -- sixtieth round: group 64 read ------------------------------------------------------------


def test_a_moderncv_date_cell_broken_over_two_lines_is_one_date() -> None:
    text = r"""
        \documentclass{moderncv}
        \begin{document}
        \section{Expériences}
          \cventry{Depuis\\Décembre 2015}
          {Ingénieur intégration continue}
          {EXEMPLE en mission pour Conseil SA}
          {}
          {Paris}
          {Intégration continue pour le métro.}
          \cventry{Novembre 2012 à\\Décembre 2015}
          {Ingénieur développement logiciel}
          {EXEMPLE en mission pour Conseil SA}
          {}
          {Paris}
          {Développement embarqué.}
        \end{document}
        """
    assert positions_of(text, "cv.tex") == [
        ("Ingénieur Intégration Continue", "EXEMPLE", "2015-12", None),
        ("Ingénieur Développement Logiciel", "EXEMPLE", "2012-11", "2015-12"),
    ]


def test_the_tools_a_post_used_on_a_line_of_their_own_are_no_part_of_the_next_entry() -> None:
    plain = draft_of(
        """\
        <html><body>
        <h2>Experiencia</h2>
        <div class="job">
          <div class="h"><div><span class="role">Desarrollador Backend</span> ·
            <span class="co">Ejemplo Sistemas</span> — Sevilla</div>
            <span class="date">Nov 2021 – Dic 2022</span></div>
          <ul><li>Microservicios Java.</li></ul>
          <div class="stack">Java · Spring Boot · Microservicios · SOAP · Oracle · Docker</div>
        </div>
        <div class="job">
          <div class="h"><div><span class="role">Desarrollador de aplicaciones</span> ·
            <span class="co">Muestra Tech</span> — Vigo</div>
            <span class="date">Oct 2019 – Jul 2020</span></div>
          <ul><li>Proyecto para hospitales.</li></ul>
        </div>
        </body></html>
        """,
        name="cv.html",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Desarrollador Backend", "Ejemplo Sistemas", "2021-11"),
        ("Desarrollador de Aplicaciones", "Muestra Tech", "2019-10"),
    ]


def test_front_matter_with_lines_yaml_cannot_read_is_read_without_them() -> None:
    plain = draft_of(
        """\
        ---
        widget: experience
        title: Experience
        experience:
          - title: Machine Learning Researcher
            company: Example Ads
            date_start: '2018-03-01'
            date_end: ''
          - title: Research Intern
            company: Example Robotics
            date_start: '2016'
            date_end: '2017'
            description: |2-

           * Development of algorithms for fleets of mobile robots.
           * Design of control algorithms for wheeled robots.

        design:
          columns: '2'
        ---
        """,
        name="experience.md",
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("Machine Learning Researcher", "Example Ads", "2018-03"),
        ("Research Intern", "Example Robotics", 2016),
    ]


# -- sixty-first round: group 65 read ---------------------------------------------------------


def test_a_section_command_of_a_style_file_the_page_does_not_hold_is_a_section() -> None:
    text = r"""
        \documentclass[a4paper,12pt]{memoir}
        \usepackage{src/components/common}
        \begin{document}
        \CVSection{Experience}
        \CVItem{Apr 2021 - present, Example AB} \hfill Göteborg, Sweden \\
        \emph{Embedded Software Engineer}
        \SmallSep

        \CVItem{Jun 2018 - Apr 2021, Example Group} \hfill Göteborg, Sweden \\
        \emph{System Engineer}

        \CVSection{Education}
        \CVItem{2016 - 2018, Example University} \hfill Halmstad, Sweden \\
        \emph{MSc Embedded and Intelligent Systems}
        \end{document}
        """
    assert positions_of(text, "cv.tex") == [
        ("Embedded Software Engineer", "Example AB", "2021-04", None),
        ("System Engineer", "Example Group", "2018-06", "2021-04"),
    ]
    assert degrees_of(text, "cv.tex") == [("MSc", "Example University", 2016, 2018)]


def test_a_teacher_a_secretary_and_a_sergeant_head_titles_in_chinese() -> None:
    plain = draft_of(
        """\
        ### 工作經歷

        - 數學老師 | 示例文理補習班 2013~2014
        - 義務役步兵士官 | 示例陸軍 2012~2013
        """
    ).plain()
    assert [(p["title"], p["organization"], p["start"]) for p in plain["positions"]] == [
        ("數學老師", "示例文理補習班", 2013),
        ("義務役步兵士官", "示例陸軍", 2012),
    ]


# -- sixty-second round: group 66 read ---------------------------------------------------------


def test_an_entry_environment_whose_arguments_go_on_over_the_next_line() -> None:
    text = r"""
        \documentclass{resume}
        \name{Bela Example}
        \begin{document}
        \begin{rSection}{Work experience}
        \begin{rSubsection}{Example Natives Ltd.}
        {2014 - Present}{Software engineer}{Budapest}
        \item I design and develop custom applications.
        \end{rSubsection}
        \begin{rSubsection}{Example Hat EMEA}
        {July 2014 – August 2014}{Software Engineer Intern}{Brno, Czech Republic}
        \item Worked in the developer experience team.
        \end{rSubsection}
        \end{rSection}
        \end{document}
        """
    assert positions_of(text, "cv.tex") == [
        ("Software Engineer", "Example Natives Ltd", 2014, None),
        ("Software Engineer Intern", "Example Hat EMEA", "2014-07", "2014-08"),
    ]


def test_a_month_without_its_zero_and_a_start_given_by_since_in_a_date_cell() -> None:
    # moderncv's "\cvline{seit 1.2015}{...}" under a subsection that is the title
    text = r"""
        \documentclass{moderncv}
        \firstname{Helga}
        \familyname{Example}
        \begin{document}
        \section{Work experience}
        \subsection{Research assistant}
        \cvline{since 1.2015}{Example University of Technology}
        \subsection{Intern}
        \cvline{11.2012~--~4.2013}{Operations Centre, European Example Agency}
        \end{document}
        """
    assert positions_of(text, "cv.tex") == [
        ("Research Assistant", "Example University of Technology", "2015-01", None),
        ("Intern", "European Example Agency", "2012-11", "2013-04"),
    ]


def test_a_laufbahn_heading_lists_degrees_with_their_thesis_and_betreuer_under_them() -> None:
    text = r"""
        \documentclass{moderncv}
        \firstname{Helga}
        \familyname{Example}
        \begin{document}
        \section{Akademische Laufbahn}
        \subsection{Master of Science in \enquote{Mechanical Engineering}}
        \cvline{10.2011~--~10.2013}{Example University of Technology}
        \cvline{21.10.2013}{Masterthesis~--~\emph{Knowledge-Based Models}
          \newline Betreuer: Prof. Dr.-Ing. Rainer Beispiel}
        \subsection{Bachelor of Science in \enquote{Mechanical Engineering}}
        \cvline{10.2007~--~9.2011}{Example University of Technology}
        \end{document}
        """
    assert degrees_of(text, "cv.tex") == [
        ("MSc", "Example University of Technology", "2011-10", "2013-10"),
        ("BSc", "Example University of Technology", "2007-10", "2011-09"),
    ]
    (master, _) = draft_of(text, "cv.tex").plain()["education"]
    assert master["thesis"] == "Knowledge-Based Models"


def test_worked_with_an_employer_as_a_title_in_a_bio_but_not_with_a_person() -> None:
    text = """\
        ---
        title: About Me
        ---

        __Ada Example__ is a data scientist.

        She currently works with Example Labs Limited as a research engineer.

        Before this she worked with Example Finance Limited as an Intern Data Scientist.

        She also worked with Grace Hopper as a visiting student.
        """
    assert positions_of(text, "about.md") == [
        ("Research Engineer", "Example Labs Limited", None, None),
        ("Intern Data Scientist", "Example Finance Limited", None, None),
    ]


def test_an_acronym_and_a_country_in_one_bracket_after_the_institution() -> None:
    text = """\
        ---
        title: Ana Example
        education:
          - area: B.Sc. Astrophysics
            institution: Universidade Federal do Exemplo (UFEX, Brazil)
            date_start: 2014-02-27
            date_end: 2018-08-01
        ---
        """
    (degree,) = draft_of(text, "_index.md").plain()["education"]
    assert (degree["institution"], degree.get("department")) == (
        "Universidade Federal do Exemplo (UFEX)",
        None,
    )


def test_a_be_degree_written_be_in_or_be_slash_btech() -> None:
    text = """\
        # Ada Example

        ## Education

        Example Institute, Udupi | BE/Btech Computer Science Engineering | 2017 - 2021

        Example College of Engineering | BE in Data Science | 2013 - 2017
        """
    assert degrees_of(text, "cv.md") == [
        ("BEng", "Example Institute", 2017, 2021),
        ("BEng", "Example College of Engineering", 2013, 2017),
    ]
    assert [e["field"] for e in draft_of(text, "cv.md").plain()["education"]] == [
        "Computer Science Engineering",
        "Data Science",
    ]


def test_an_html_page_that_opens_with_a_comment_before_its_doctype() -> None:
    text = """\
        <!--HTML file-->
        <!DOCTYPE html>
        <html lang="en">
        <body>
        <p><strong>EDUCATION</strong></p>
        <p><strong>Example College of
        Engineering</strong></p>
        <p><strong>(2020-
        2024)</strong></p>
        <p><strong>BE in Artificial Intelligence and Data
        Science</strong></p>
        </body>
        </html>
        """
    assert degrees_of(text, "resume.html") == [("BEng", "Example College of Engineering", 2020, 2024)]


def test_an_overlined_rst_title_is_of_another_level_than_one_only_underlined() -> None:
    # "=====" / "Experience" / "=====" over each post's title underlined with "=", over the
    # employer, its dates and what was done
    text = """\
        ==========
        Experience
        ==========

        .. class:: col-9

        Senior software developer
        =========================

        CRIM
            12-2018 to 05-2019

            **Java 8 & Scala** Hired to migrate an authentication and authorization
            service into a gateway API plugin

        .. class:: col-9

        Software developer
        ==================

        Example Inc.
           09-2013 to 09-2016

           **Operations Python**
           Hired to contribute to the community.
        """
    assert positions_of(text, "resume.rst") == [
        ("Senior Software Developer", "CRIM", "2018-12", "2019-05"),
        ("Software Developer", "Example Inc", "2013-09", "2016-09"),
    ]


def test_a_title_heading_over_its_employer_its_dates_and_what_was_done() -> None:
    text = """\
        # George Example

        ## Experience

        ### Senior software developer

        Example Research Centre
        12-2018 to 05-2019
        Hired to migrate an authentication and authorization
        service into a gateway API plugin
        """
    assert positions_of(text, "cv.md") == [
        ("Senior Software Developer", "Example Research Centre", "2018-12", "2019-05")
    ]


def test_cur_abbreviated_is_an_open_end() -> None:
    text = r"""
        \documentclass{moderncv}
        \firstname{Alex}
        \familyname{Example}
        \begin{document}
        \section{Formation}
        \cventry{09/2009--Cur.}{MSc Electronic Commerce}{University of Example (Spain)}{}{}{}
        \cventry{10/2004--06/2009}{BSc Computer Science}{Example Pontifical University (Spain)}{}{}{}
        \end{document}
        """
    assert degrees_of(text, "cv.tex") == [
        ("MSc", "University of Example", "2009-09", None),
        ("BSc", "Example Pontifical University", "2004-10", "2009-06"),
    ]


def test_a_university_named_with_of_owns_the_department_after_its_possessive() -> None:
    text = """\
        David Example

        EDUCATION

        University of Example's Department of Computer Science
        September 1997 - April 2002
        Graduated with a B.Sc. in Computer Science.
        """
    (degree,) = draft_of(text, "resume.txt").plain()["education"]
    assert (degree["institution"], degree["department"]) == (
        "University of Example",
        "Department of Computer Science",
    )


def test_lines_each_led_by_an_institution_before_its_degree_are_entries_of_their_own() -> None:
    text = """\
        Ben Example

        EDUCATION
        University of Example, MS in Information – Human-Computer Interaction (April 2010)
        Warren Example College, BA in Mathematics (May 2005)
        """
    assert degrees_of(text, "resume.txt") == [
        ("MSc", "University of Example", None, "2010-04"),
        ("BA", "Warren Example College", None, "2005-05"),
    ]


def test_a_degree_over_its_date_and_town_on_a_line_of_their_own() -> None:
    text = """\
        Resume
        ------

        ----------
        EDUCATION
        ----------

        **Example University in St. Louis**

        Ph.D. in Computer Engineering

        Dec. 2017 | St. Louis, MO

        Dissertation: Bio-Inspired Imaging Sensors.
        """
    assert degrees_of(text, "resume.rst") == [("PhD", "Example University in St. Louis", None, "2017-12")]


def test_a_post_announced_ahead_in_a_bio_is_read_and_marked_for_review() -> None:
    text = """\
        ---
        title: About Me
        ---

        **NEW: I will be starting as an Assistant Professor in the Department of Computer Science at
        [University of Example](https://example.org) since Feb. 2020.**

        Next year she will join the Example Institute as a Research Fellow.

        He will start as a Lecturer at the University of Elsewhere in Fall 2026.
        """
    draft = draft_of(text, "about.md")
    assert [(p["title"], p["organization"], p.get("start")) for p in draft.plain()["positions"]] == [
        ("Assistant Professor", "University of Example", "2020-02"),
        ("Research Fellow", "Example Institute", None),
        ("Lecturer", "University of Elsewhere", 2026),
    ]
    announced = {path for path, _, reason in draft.reviews() if "announces ahead" in reason}
    assert len(announced) == 3


# -- sixty-third round: group 67 read ----------------------------------------------------------


def test_a_conservatory_is_an_institution_before_the_teacher_a_student_had_there() -> None:
    text = """\
        Tony Example

        Education
        Master of Music In Performance, Cello Performance
        2023-2024 | Royal Example College of Music | Teacher: Nicholas Example
        Bachelor of Music, Cello Performance
        2018-2022 | Central Example Conservatory of Music | Teacher: Mingqing Example
        """
    assert [institution for _, institution, _, _ in degrees_of(text, "cv.txt")] == [
        "Royal Example College of Music",
        "Central Example Conservatory of Music",
    ]


def test_a_length_given_to_an_environment_of_the_document_is_no_content() -> None:
    text = r"""
        \documentclass{clean_cv}
        \begin{document}
        \section{Research experience}
        \begin{datetabular}{6em}
        \dateentry{2017--2018}{Research assistant, Example House of Finance}
        \dateentry{2015--2017}{Research assistant, the Example Bank}
        \end{datetabular}
        \end{document}
        """
    assert positions_of(text, "cv.tex") == [
        ("Research Assistant", "Example House of Finance", 2017, 2018),
        ("Research Assistant", "Example Bank", 2015, 2017),
    ]


# -- sixty-fourth round: group 68 read ---------------------------------------------------------


def test_subsections_of_experience_research_and_development_teaching_and_after_it() -> None:
    # "Research & Development" names posts, not research; "Clinical" after "Teaching", both under
    # "Experience", is back among the posts
    text = r"""
        \documentclass{moderncv}
        \firstname{Angela}
        \familyname{Example}
        \begin{document}
        \section{Experience}
        \subsection{Research \& Development}
        \cventry{2019--present}{Clinical Lead \& Scientist}{Example AI}{}{}{}
        \cventry{2018--2020}{Postdoctoral Fellow}{National University of Example}{Singapore}{}{}
        \subsection{Teaching}
        \cventry{2016}{Teaching Assistant}{Université de Exemple}{Montreal, Canada}{}{}
        \subsection{Science Communication}
        \cventry{2012--2013}{Neuroscience Outreach Volunteer}{Example University}{Kingston, Canada}{}{}
        \end{document}
        """
    assert positions_of(text, "cv.tex") == [
        ("Clinical Lead & Scientist", "Example AI", 2019, None),
        ("Postdoctoral Fellow", "National University of Example", 2018, 2020),
        ("Neuroscience Outreach Volunteer", "Example University", 2012, 2013),
    ]


def test_a_docutils_line_block_in_a_list_item_is_read_line_by_line() -> None:
    # Sphinx renders "| 11/2016 - 02/2020" / "| Ph.D. in X" as one <div class="line"> a line
    text = """\
        <!DOCTYPE html>
        <html><body>
        <h1>Curriculum Vitae</h1>
        <h2>Education</h2>
        <ul>
        <li><div class="line-block">
        <div class="line">11/2016 - 02/2020</div>
        <div class="line">Ph.D. in Engineering in Computer Science</div>
        <div class="line">Thesis: Concurrent Data Structures</div>
        <div class="line">Advisor: Francesca Example</div>
        <div class="line">University of Example, Italy</div>
        </div>
        </li>
        </ul>
        </body></html>
        """
    assert degrees_of(text, "cv.html") == [("PhD", "University of Example", "2016-11", "2020-02")]
    (degree,) = draft_of(text, "cv.html").plain()["education"]
    assert degree["advisors"] == ["Francesca Example"]


def test_a_degree_heading_after_a_certification_under_education_is_a_degree() -> None:
    text = """\
        # Natalia Example

        ## Education

        ### Salesforce Administrator Certification

        _2020_ — Salesforce Profile.

        ### Bachelor of Design, UAM-C

        _2014 – 2019_ — Example Autonomous University.
        """
    assert degrees_of(text, "cv.md") == [("BSc", "Example Autonomous University", 2014, 2019)]


def test_a_professor_of_a_field_after_the_university_is_the_title_not_a_mentor() -> None:
    # ", Prof. X" after the employer names the person the post was with, in capitals: ", Professor
    # of Psychology" is the post
    text = """\
        # Markus Example

        ## Academic Positions

        - since 2024 · University of Example, Professor of Work and Organizational Psychology
        - 2023 to 2024 · University of Elsewhere, Professor of Psychology
        - 2019 to 2020 · Example Institute, Prof. Richard Example
        """
    assert positions_of(text, "cv.md")[:2] == [
        ("Professor of Work and Organizational Psychology", "University of Example", 2024, None),
        ("Professor of Psychology", "University of Elsewhere", 2023, 2024),
    ]


def test_a_residency_is_a_post() -> None:
    text = r"""
        \documentclass[]{friggeri-cv}
        \begin{document}
        \section{Professional Experience}
        \begin{entrylist}
        \entry
        {October 2018 -- Present}
        {Example Research}
        {AI Resident}
        {Cambridge, UK}
        {Achievements: deep reinforcement agents.}
        \end{entrylist}
        \end{document}
        """
    assert positions_of(text, "cv.tex") == [("AI Resident", "Example Research", "2018-10", None)]


def test_a_role_under_way_is_the_degree_listed_as_current_by_another_name() -> None:
    text = """\
        ---
        title: Xi Example
        role: PhD Candidate
        organizations:
        - name: RMIT
          url: ""
        education:
          courses:
          - course: PhD in Computer Science
            institution: RMIT University
            year: Current
          - course: Master of Computer Science
            institution: Monash University
            year: 2018
        ---
        """
    assert degrees_of(text, "_index.md") == [
        ("PhD", "RMIT University", None, None),
        ("MSc", "Monash University", None, 2018),
    ]


def test_a_firm_before_new_york_ny_is_the_employer_not_a_city() -> None:
    text = """\
        Arkadiy Example

        INDUSTRY EXPERIENCE
        Data Analytics Lab, Example Global Banking, New York, NY
        July 2021 - Aug 2022
        Data Scientist
        """
    plain = draft_of(text, "resume.txt").plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Data Scientist", "Example Global Banking", "Data Analytics Lab")
    ]


# -- sixty-fifth round: group 69 read ----------------------------------------------------------


def test_blocks_inside_a_list_item_are_lines_of_their_own() -> None:
    # an item laid out as a card: its year beside a body of a heading and paragraphs
    text = """\
        <!DOCTYPE html>
        <html><body>
        <h1>Lahcen Example</h1>
        <h2>Employment</h2>
        <ol>
          <li>
            <div class="year">2018 – 25</div>
            <div class="body">
              <h4>Economist</h4>
              <p>International Example Fund, Washington, D.C.</p>
              <p>Led macro/structural work on programmes.</p>
            </div>
          </li>
        </ol>
        <h2>Education</h2>
        <ol>
          <li>
            <div class="year">2016 – 21</div>
            <div class="body">
              <h4>Ph.D., Economics</h4>
              <p>Mohammed V Example University</p>
            </div>
          </li>
        </ol>
        </body></html>
        """
    assert positions_of(text, "cv.html") == [("Economist", "International Example Fund", 2018, 2025)]
    assert degrees_of(text, "cv.html") == [("PhD", "Mohammed V Example University", 2016, 2021)]


def test_a_formation_in_french_is_a_course_taken_not_a_post() -> None:
    text = """\
        Odile Example

        EXPERIENCES PROFESSIONNELLES

        1988 à 1998 : Employée chez M. Exemple (Photographe scolaire) : Reportages
        Avril 2018 : formation de développeur WEB chez SIMPLON St GAUDENS
        """
    assert all(title != "Formation de Développeur WEB" for title, _, _, _ in positions_of(text, "cv.txt"))


def test_a_kramdown_attribute_list_after_a_link_is_no_part_of_the_name() -> None:
    text = """\
        ---
        title: About me
        ---

        [Download PDF](/files/cv.pdf){: .btn .btn--primary }

        **Aleksei Example**

        ## Education

        - D.Sc. (Tech) in Energy Market, [LUT University](https://www.lut.fi/){: .btn--research}, 2021
        """
    plain = draft_of(text, "about.md").plain()
    assert plain["name"] == "Aleksei Example"
    assert [e["institution"] for e in plain["education"]] == ["LUT University"]


def test_a_postdoctoral_appointee_is_a_title() -> None:
    text = r"""
        \documentclass{article}
        \begin{document}
        \section*{Appointments}
        \begin{itemize}
            \item 2016 -- 2017: Postdoctoral Appointee, Example National Laboratories, Albuquerque, NM
        \end{itemize}
        \end{document}
        """
    assert positions_of(text, "cv.tex") == [
        ("Postdoctoral Appointee", "Example National Laboratories", 2016, 2017)
    ]


def test_a_field_after_in_following_the_university_is_its_department() -> None:
    text = """\
        About
        =====

        Anthony Example is a computational scientist. He is currently a Staff Scientist at
        the University of Example-Madison in Engineering Physics.
        """
    plain = draft_of(text, "about.rst").plain()
    assert [(p["title"], p["organization"], p.get("department")) for p in plain["positions"]] == [
        ("Staff Scientist", "University of Example-Madison", "Engineering Physics")
    ]


def test_numbered_section_titles_of_a_plain_text_cv_and_its_roles_field() -> None:
    # a DocBook résumé rendered as text: "3. Education", "3.1. University of X", a table of
    # contents of the same titles indented above them, and "Roles:" for the post's title
    text = """\
        Curriculum Vitae

        Kai Example

           Table of Contents
           1. Education
           2. Employment

        1. Education

        1.1. University of Example

           Completed two academic years on a Computer Information Systems
           BSc(Hons) program before choosing to transfer.

        2. Employment

        2.1. Example Finland

           Roles: Unix administrator, troubleshooter
           Duration: Summer contract from June 2001 to September 2001
           Location: Helsinki, Finland.
        """
    assert degrees_of(text, "resume.txt") == [("BSc", "University of Example", None, None)]
    assert positions_of(text, "resume.txt") == [
        ("Unix Administrator, Troubleshooter", "Example Finland", "2001-06", "2001-09")
    ]


def test_a_copyright_line_is_the_pages_footer_not_an_entry() -> None:
    text = """\
        <!DOCTYPE html>
        <html><body>
        <h1>Aymeric Example</h1>
        <h2>Professional Experience</h2>
        <ul>
        <li><em>October 2018 – present</em>: Research Scientist, Example Corporation, Toulouse, France</li>
        </ul>
        <footer>
        <div><a href="mailto:a@example.org">Email</a>|<a href="https://github.com/example">GitHub</a>
        <br/><p>&copy; 2020 Aymeric Example | Powered by <a href="https://jekyllrb.com/">Jekyll</a></p>
        </div>
        </footer>
        </body></html>
        """
    assert positions_of(text, "vita.html") == [("Research Scientist", "Example Corporation", "2018-10", None)]


# -- sixty-sixth round: group 70 read ----------------------------------------------------------


def test_a_range_of_month_names_with_two_digit_years() -> None:
    text = """\
        # Experience

        - **Staff Software Engineer**, Example, Mountain View, CA *Jan 09 — current*
        - **Summer Intern**, Example, Mountain View, CA *Jun 08 — Sep 08*
        - **Summer Intern**, Example.com, Seattle, WA *May 05 — Aug 05*
        """
    assert positions_of(text, "cv.md") == [
        ("Staff Software Engineer", "Example", "2009-01", None),
        ("Summer Intern", "Example", "2008-06", "2008-09"),
        ("Summer Intern", "Example.com", "2005-05", "2005-08"),
    ]


def test_did_my_phd_at_and_a_lab_of_a_university_in_a_bio() -> None:
    text = """\
        ---
        title: About
        ---

        I am a 1st-year PhD candidate in [MiDAS](https://midas.example.edu/) of [Boston University](https://bu.edu/).

        Before, I did my MSc at the [European University Institute](http://eui.eu) under the
        supervision of Piero Example.
        """
    plain = draft_of(text, "about.md").plain()
    assert [(e["degree"], e["institution"], e.get("department")) for e in plain["education"]] == [
        ("PhD", "Boston University", "MiDAS"),
        ("MSc", "European University Institute", None),
    ]


def test_a_graduation_date_label_and_course_lists_under_a_degree_name_no_institution() -> None:
    text = """\
        Jawand Example

        EDUCATION

        William & Example | Williamsburg, VA | Graduation Date: May 2026
        B.S. Computer Science and Economics (GPA: 3.98/4.00)
        Computer Science: Edge Computing, Software Dev, Algorithms
        Math: Linear Algebra, Statistics, Calculus, Operations Research
        """
    assert degrees_of(text, "cv.txt") == [("BSc", "William & Example", None, "2026-05")]


def test_a_person_in_brackets_after_the_title_is_a_mentor() -> None:
    text = """\
        Dev Example

        RESEARCH EXPERIENCE

        University of Example
        Research Assistant (Dr. Xiaowei Example) 				October 2022 - December 2025
        """
    (post,) = draft_of(text, "resume.txt").plain()["positions"]
    assert (post["title"], post["organization"], post["mentors"]) == (
        "Research Assistant",
        "University of Example",
        ["Xiaowei Example"],
    )
