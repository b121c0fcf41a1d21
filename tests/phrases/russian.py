"""An independent check of Russian agreement (issue 27 point 7), with pymorphy3's morphology
(a test dependency): it knows nothing of the project's forms catalogue.

A rendered sentence is given with the words that filled its placeholders in their
dictionary form (``Бот 3``, ``Ксения``, the viewer ``Аня``, a card ``R0``); the checker finds
each one in the sentence in whatever form it took, and asks:

- **government**: the word before it (a preposition, a verb, a noun) allows the case it is
  in: «объявляет красная 0» (a transitive verb wants the accusative), «на игроке вы»
  (a pronoun after a noun), «под красная 0», «Никто не вручил Игроку (вы)» (capital,
  the viewer's name declined instead of «вам») fail;
- **agreement**: a colour adjective agrees with the card's noun (a number card and a
  title are «карта»); a pronoun after a card («сыграйте её») with its gender;
  a count with its noun («14 очк.», «5 карта»); a past-tense verb after a person or a bot
  with their gender («Ксения перехватил», «положил(а)»);
- **titles**: a card name that is a title («Што?», «Шалун!», «Один за всех») is in «».
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import pymorphy3

from svintus.engine.cards import FACES, GREY, NUMBER, face_of

CASE_OF = {"nom": "nomn", "gen": "gent", "dat": "datv", "acc": "accs", "ins": "ablt", "loc": "loct"}
# Prepositions and the cases they take (a grammar book's table, not the project's).
PREPOSITIONS = {
    "на": {"accs", "loct"},
    "в": {"accs", "loct"},
    "во": {"accs", "loct"},
    "у": {"gent"},
    "от": {"gent"},
    "к": {"datv"},
    "ко": {"datv"},
    "с": {"ablt", "gent"},
    "со": {"ablt", "gent"},
    "против": {"gent"},
    "перед": {"ablt"},
    "под": {"accs", "ablt"},
    "о": {"loct"},
    "об": {"loct"},
    "для": {"gent"},
    "за": {"accs", "ablt"},
    "без": {"gent"},
    "про": {"accs"},
    "по": {"datv"},
    "из": {"gent"},
    "до": {"gent"},
}
GENDERS = ("masc", "femn", "neut")
PRONOUNS = {"его": {"masc", "neut"}, "её": {"femn"}, "их": {"plur"}}
COUNTED = ("карт", "очк", "ход", "игрок", "бот", "мест", "парти", "щелч", "знак")
# a number and the word after it, not a bot's number («Боту 4 карту»)
COUNT = re.compile(
    r"(?<!Бот )(?<!Бота )(?<!Боту )(?<!Ботом )(?<!Боте )\b(\d+)\s+([А-Яа-яЁё]+)(\.?)"
)
WORD = re.compile(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)?")


@lru_cache(maxsize=1)
def morph() -> pymorphy3.MorphAnalyzer:
    return pymorphy3.MorphAnalyzer()


@cache
def parses(word: str) -> tuple[Any, ...]:
    return tuple(morph().parse(word))


def _cases(word: str, pos: set[str] | None = None) -> set[str]:
    out: set[str] = set()
    for p in parses(word):
        if pos and p.tag.POS not in pos:
            continue
        if p.tag.case:
            out.add(str(p.tag.case))
    return out


def noun_genders(name: str) -> set[str]:
    """The gender(s) pymorphy3 gives a card kind's printed name (the last word): a noun in
    the singular nominative, or plural."""
    word = WORD.findall(name)[-1]
    out: set[str] = set()
    for p in parses(word):
        if p.tag.POS != "NOUN" or p.tag.case != "nomn":
            continue
        if p.tag.number == "plur" and p.normal_form == word.lower():
            out.add("plur")
        elif p.tag.number == "sing":
            g = str(p.tag.gender)
            out |= {"masc", "femn"} if g == "ms-f" else {g} if g in GENDERS else set()
    if not out:  # a word pymorphy3 cannot place: the school rule of its ending
        out = {"femn"} if word[-1] in "ая" else {"plur"} if word[-1] in "ыи" else {"masc"}
    return out


def is_title(name: str) -> bool:
    """A name that cannot decline: it has punctuation or several words."""
    return bool(re.search(r"[!?]", name)) or " " in name.strip()


@dataclass
class Slot:
    """One placeholder's fill as found in a sentence."""

    start: int
    end: int
    text: str
    kind: str  # "card", "person", "bot", "you"
    value: str  # the notation, or the name in the nominative


def _name_pattern(name: str) -> str:
    return rf"(?:\b[Ии]грок\w*\s+)?{re.escape(name)}(?:\s*\((?:вы)\))?"


def _bot_pattern(name: str) -> str:
    m = re.fullmatch(r"Бот (\d+)", name)
    assert m, name
    return rf"\bБот\w*\s+{m[1]}\b"


def card_genders(notation: str) -> set[str]:
    f = FACES[face_of(notation)]
    if f.kind.code == NUMBER or is_title(f.kind.ru):
        return {"femn"}  # «карта»
    return noun_genders(f.kind.ru)


def _card_pattern(notation: str) -> str:
    f = FACES[face_of(notation)]
    name = f.kind.ru
    if f.kind.code == NUMBER:
        tail = rf"{f.value}\b"
    elif is_title(name):
        tail = rf"«?{re.escape(name)}»?"
    else:
        tail = rf"{re.escape(name[:-1])}\w*"
    if f.colour == GREY:
        return tail
    return rf"\b(?:красн|оранжев|зелён|син|сер)[а-яё]*\s+{tail}"


Values = list[tuple[str, str]]


def find_slots(text: str, values: Values) -> list[Slot]:
    """Where each value ((kind, value) pairs) shows in ``text``: every occurrence."""
    out: list[Slot] = []
    for kind, value in values:
        if kind == "card":
            pattern = _card_pattern(value)
        elif kind == "bot":
            pattern = _bot_pattern(value)
        elif kind == "you":
            pattern = rf"{_name_pattern(value)}|\b(?:[Вв]ы|[Вв]ас|[Вв]ам|[Вв]ами)\b"
        else:
            pattern = _name_pattern(value)
        for m in re.finditer(pattern, text):
            out.append(Slot(m.start(), m.end(), m.group(0), kind, value))
    return out


def _governor(text: str, start: int) -> tuple[str, str]:
    """The token before ``start``: ("word", w) or ("punct", p) or ("start", "")."""
    before = text[:start].rstrip()
    if not before:
        return "start", ""
    m = re.search(r"([А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)?)$", before)
    if m:
        return "word", m.group(1)
    return "punct", before[-1]


def expected_cases(text: str, slot: Slot) -> set[str] | None:
    """The cases the slot's context allows (None: the context says nothing)."""
    kind, word = _governor(text, slot.start)
    if kind == "start":
        return {"nomn"}
    if kind == "punct":
        return {"nomn"} if word in ":—–-(«,.!?;" else None
    low = word.lower()
    if low in PREPOSITIONS:
        return set(PREPOSITIONS[low])
    ps = parses(word)
    if word[0].isupper() and any({"Name", "Surn"} & set(p.tag.grammemes) for p in ps):
        return None  # a person's name governs nothing: «Вручить игроку Ксения «Шалун!»»
    pos = {str(p.tag.POS) for p in ps if p.score > 0.05}
    if pos & {"VERB", "INFN", "GRND"}:
        verb = [p for p in ps if p.tag.POS in ("VERB", "INFN", "GRND")]
        if any("tran" in p.tag for p in verb):
            out = {"accs", "datv", "gent"}
            if slot.kind != "card" and re.match(r"\s*($|[:;,.!?—)])", text[slot.end :]):
                out.add("nomn")  # the subject after its verb: «побеждает Ксения»
            return out
        return {"nomn", "datv", "ablt"}
    if pos == {"NOUN"} or (pos & {"NOUN"} and not pos & {"PREP", "CONJ", "ADVB", "PRCL"}):
        allowed = {"gent"}
        head = text[: slot.start].rstrip()[: -len(word)].rstrip()
        prev = re.search(r"([А-Яа-яЁё]+)$", head)
        if prev and any(
            p.tag.POS in ("VERB", "INFN", "GRND") and "tran" in p.tag for p in parses(prev.group(1))
        ):
            allowed.add("datv")  # «отдать карты Боту 3»
        return allowed
    return None


def slot_cases(slot: Slot) -> set[str] | None:
    """The cases the slot's head word may be in (None: a title, it does not decline)."""
    words = WORD.findall(slot.text)
    if not words:
        return None
    head = words[0]
    if slot.kind == "card":
        f = FACES[face_of(slot.value)]
        if f.colour == GREY and f.kind.code != NUMBER:
            if is_title(f.kind.ru):
                return None
            if head.lower() == f.kind.ru.lower():  # a thing's accusative is its nominative
                return {"nomn", "accs"}
            return _cases(head, {"NOUN"}) or None
        return _cases(head, {"ADJF"})
    if slot.kind in ("person", "you") and head == slot.value:
        return {"nomn"}
    if slot.kind == "you" and head.lower().startswith("в"):
        return _cases(head, {"NPRO"})
    # «Бот 3», «игроку Ксения»: the word «бот» or «игрок» in the singular
    return {
        str(p.tag.case)
        for p in parses(head)
        if p.normal_form in ("бот", "игрок") and p.tag.number == "sing" and p.tag.case
    }


def problems(text: str, values: Values) -> list[str]:
    """What is wrong in ``text`` (empty: it agrees), the slots filled with ``values``."""
    out: list[str] = []
    slots = find_slots(text, values)
    for s in slots:
        want = expected_cases(text, s)
        have = slot_cases(s)
        if want is not None and have is not None and not want & have:
            out.append(f"«{s.text}» is {sorted(have)} where {sorted(want)} is needed")
        if s.kind == "you" and re.match(r"[Ии]грок", s.text) and "(вы)" not in s.text:
            out.append(f"«{s.text}»: the viewer named as a player")
        if s.kind == "card":
            out += _card_problems(text, s)
        if s.kind in ("person", "bot", "you"):
            out += _verb_gender(text, s)
    out += _count_problems(text)
    for kind, value in values:
        if kind in ("person", "you"):
            out += _declined_name(text, value)
    if "(а)" in text or "(ла)" in text:
        out.append("a gender left open with (а)")
    if "««" in text or "»»" in text:
        out.append("doubled guillemets")
    return out


def _card_problems(text: str, s: Slot) -> list[str]:
    out: list[str] = []
    f = FACES[face_of(s.value)]
    genders = card_genders(s.value)
    words = WORD.findall(s.text)
    if f.colour != GREY:
        adj = words[0]
        adj_genders = {str(p.tag.gender) for p in parses(adj) if p.tag.POS == "ADJF"}
        adj_genders |= {"plur"} if any(p.tag.number == "plur" for p in parses(adj)) else set()
        if not adj_genders & genders:
            out.append(f"«{s.text}»: the colour does not agree with {sorted(genders)}")
    name = f.kind.ru
    quoted = text[s.start - 1 : s.start] == "«" and text[s.end : s.end + 1] == "»"
    if f.kind.code != NUMBER and is_title(name) and f"«{name}»" not in s.text and not quoted:
        out.append(f"«{s.text}»: a title without guillemets")
    rest = text[s.end :]
    subject = not text[: s.start].strip() and not re.match(r"[!?:.]", rest)
    if subject:  # the card is the subject: its verb's number agrees
        out += _verb_number(rest.split(":")[0], genders, s.text)
    m = re.search(r"\b(его|её|их)\b", rest)
    own = m and not re.search(r"\bкарт\w*", rest[: m.start()])
    if m and own and not PRONOUNS[m.group(1)] & genders:
        out.append(f"«{m.group(1)}» for «{s.text}» ({sorted(genders)})")
    return out


def _verb_number(clause: str, genders: set[str], shown: str) -> list[str]:
    """«Овации ложатся», «Хапёж ложится»: the first verb after a card that is the subject."""
    for w in WORD.findall(clause):
        verbs = [p for p in parses(w) if p.tag.POS == "VERB" and p.tag.number]
        if not verbs:
            continue
        want = "plur" if genders == {"plur"} else "sing"
        if all(p.tag.number != want for p in verbs):
            return [f"«{shown} … {w}»: the verb's number"]
        return []
    return []


def _verb_gender(text: str, s: Slot) -> list[str]:
    """A past-tense verb right after a player in the nominative agrees with them."""
    if s.kind == "you":
        return []
    words = WORD.findall(s.text)
    if words[0].lower().startswith("игрок") or (s.kind == "bot" and words[0] != "Бот"):
        return []
    gender = "masc" if s.kind == "bot" else _person_gender(s.value)
    m = re.match(r"\s*([А-Яа-яЁё]+)", text[s.end :])
    if not m or gender is None:
        return []
    verbs = [p for p in parses(m.group(1)) if p.tag.POS == "VERB" and p.tag.tense == "past"]
    if verbs and all(p.tag.number == "sing" and p.tag.gender != gender for p in verbs):
        return [f"«{s.text} {m.group(1)}»: the verb's gender"]
    return []


def _declined_name(text: str, name: str) -> list[str]:
    """A name typed by a person is never declined («Ксении»): no rule knows every name."""
    base = {p.normal_form for p in parses(name) if "Name" in p.tag}
    return [
        f"«{w}»: a person's name declined"
        for w in WORD.findall(text)
        if w != name and any(p.normal_form in base and "Name" in p.tag for p in parses(w))
    ]


def _person_gender(name: str) -> str | None:
    gs = {str(p.tag.gender) for p in parses(name) if "Name" in p.tag}
    return gs.pop() if len(gs) == 1 else None


def _count_problems(text: str) -> list[str]:
    out: list[str] = []
    for m in COUNT.finditer(text):
        n, word, dot = int(m.group(1)), m.group(2), m.group(3)
        if not word.lower().startswith(COUNTED):
            continue
        cut = dot and not re.match(r"\s*($|[А-ЯЁ])", text[m.end() :])
        if cut or not morph().word_is_known(word.lower()):
            out.append(f"«{m.group(0)}»: a cut word after a number")
            continue
        ps = [p for p in parses(word) if p.tag.POS == "NOUN"]
        if not ps:  # «Бот 3 ходит»: no noun counted
            continue
        if n % 10 == 1 and n % 100 != 11:
            ok = any(p.tag.number == "sing" and p.tag.case in ("nomn", "accs") for p in ps)
        elif 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            ok = any(p.tag.number == "sing" and p.tag.case == "gent" for p in ps)
        else:
            ok = any(p.tag.number == "plur" and p.tag.case == "gent" for p in ps)
        if not ok:
            out.append(f"«{m.group(0)}»: the noun does not agree with the number")
        if n == 0 and re.search(r"\b(взять|возьмите|берёт)\s*$", text[: m.start()]):
            out.append(f"«{m.group(0)}»: taking no cards")
    return out


def kind_faces() -> list[str]:
    """One face of every card kind in every colour it is printed in."""
    seen: set[tuple[int, int]] = set()
    out: list[str] = []
    for f in FACES:
        if (f.kind.code, f.colour) in seen:
            continue
        seen.add((f.kind.code, f.colour))
        out.append(f.name)
    return out
