"""The client's modules in one file (app/api/client_bundle.py, issue 27): the bundle holds
every module main.js reaches, each exporting what Node's own ES module parser says it
exports and importing what it says it imports, run in the order a browser runs them;
what the bundler cannot translate faithfully stops it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.api.client_bundle import VLQ_DIGITS, BundleError, build_bundle, resolve, translate

ROOT = Path(__file__).resolve().parents[2]
MODULES = ROOT / "static" / "js"
NODE = Path(sys.executable).parent / "node"


def node_facts(root: Path) -> dict[str, dict[str, Any]]:
    """Per module: the export names and the requested specifiers, as Node reads them."""
    script = Path(__file__).with_name("module_facts.mjs")
    answer = subprocess.run(
        [str(NODE), "--experimental-vm-modules", "--no-warnings", str(script), str(root)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    facts: dict[str, dict[str, Any]] = json.loads(answer.stdout)
    return facts


def browser_order(facts: dict[str, dict[str, Any]], entry: str = "main.js") -> list[str]:
    """The order a browser evaluates the graph in: requests first, depth first."""
    order: list[str] = []
    seen: set[str] = set()

    def visit(name: str) -> None:
        seen.add(name)
        for specifier in facts[name]["requests"]:
            if resolve(name, specifier) not in seen:
                visit(resolve(name, specifier))
        order.append(name)

    visit(entry)
    return order


@pytest.mark.skipif(not NODE.exists(), reason="Node comes with the dev dependencies")
def test_the_bundle_holds_every_module_with_the_exports_and_imports_node_reads() -> None:
    facts = node_facts(MODULES)
    bundle = build_bundle(MODULES)
    assert sorted(bundle.modules) == sorted(facts)
    assert list(bundle.modules) == browser_order(facts)
    for name, fact in facts.items():
        module = translate(name, (MODULES / name).read_text(encoding="utf-8"))
        assert sorted(module.exports) == fact["exports"], name
        assert module.requests == [resolve(name, s) for s in fact["requests"]], name


def test_lines_stay_where_they_were_and_statements_become_plain() -> None:
    text = (
        'import {\n  a,\n  b as c,\n} from "../x.js";\nimport "./y.js";\nexport const d = a + c;\n'
    )
    text += 'export { d as e };\nexport { f } from "./z.js";\nexport async function g() {}\n'
    module = translate("quest/m.js", text)
    assert module.requests == ["x.js", "quest/y.js", "quest/z.js"]
    assert module.exports == {"d": "d", "e": "d", "f": "$m_quest_z_js.f", "g": "g"}
    assert module.body.count("\n") == text.count("\n")
    assert "const { a, b: c } = $m_x_js;" in module.body
    assert "import" not in module.body and "export" not in module.body


@pytest.mark.parametrize(
    "text",
    [
        "export let moving = 1;\n",  # a live binding the importer would not see change
        "export default 3;\n",
        'import * as all from "./x.js";\n',
        'import thing from "./x.js";\n',
        'import { a } from "https://example.org/a.js";\n',
    ],
)
def test_what_is_not_translated_faithfully_is_refused(text: str) -> None:
    with pytest.raises(BundleError):
        translate("m.js", text)


def test_an_import_cycle_is_refused_naming_it(tmp_path: Path) -> None:
    (tmp_path / "main.js").write_text('import { b } from "./b.js";\nexport const a = 1;\n')
    (tmp_path / "b.js").write_text('import { a } from "./main.js";\nexport const b = 2;\n')
    with pytest.raises(BundleError, match=r"main\.js -> b\.js -> main\.js"):
        build_bundle(tmp_path)


DIGITS = {c: i for i, c in enumerate(VLQ_DIGITS)}


def decoded(segment: str) -> list[int]:
    values, value, shift = [], 0, 0
    for char in segment:
        digit = DIGITS[char]
        value += (digit & 31) << shift
        shift += 5
        if not digit & 32:
            values.append(-(value >> 1) if value & 1 else value >> 1)
            value, shift = 0, 0
    return values


def test_the_source_map_points_each_line_at_its_own_line(tmp_path: Path) -> None:
    (tmp_path / "main.js").write_text('import { b } from "./b.js";\nconsole.log(b);\n// end\n')
    (tmp_path / "b.js").write_text("// b\nexport const b = 2;\nconst c = 3;\n")
    bundle = build_bundle(tmp_path)
    source_map = json.loads(bundle.source_map)
    sources = {name: (tmp_path / name).read_text().split("\n") for name in source_map["sources"]}
    generated = bundle.code.decode().split("\n")
    source, line, checked = 0, 0, 0
    for number, segment in enumerate(source_map["mappings"].split(";")):
        if not segment:
            continue
        _, source_step, line_step, _ = decoded(segment)
        source, line = source + source_step, line + line_step
        original = sources[source_map["sources"][source]][line]
        if not original.startswith(("import", "export")):
            assert generated[number] == original
            checked += 1
    assert checked == 4  # "// b", "const c = 3;", "console.log(b);", "// end"
