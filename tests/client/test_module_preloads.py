"""static/index.html preloads every module the client's entry imports (issue 27, first
paint): a module added or dropped without re-running the script fails here."""

from __future__ import annotations

from scripts.module_preloads import INDEX, STATIC, imported_modules, rendered_index


def test_the_preload_list_is_up_to_date() -> None:
    assert rendered_index() == INDEX.read_text(), "run: python -m scripts.module_preloads"


def test_every_module_the_entry_reaches_is_preloaded_once_and_exists() -> None:
    modules = imported_modules()
    assert len(modules) == len(set(modules)) > 50
    text = INDEX.read_text()
    for module in modules:
        assert module.is_file()
        href = f'href="/{module.relative_to(STATIC).as_posix()}"'
        assert text.count(href) == 1, href


def test_a_type_only_import_in_a_comment_is_not_a_module_to_load() -> None:
    shell = STATIC / "js" / "campaign" / "shell.js"
    assert '{import("./context.js").PanelContext}' in shell.read_text()
    reached = {m.name for m in imported_modules(shell)}
    assert "context.js" in reached  # shell.js imports it for real too
    assert "types.js" not in reached  # only ever named in JSDoc
