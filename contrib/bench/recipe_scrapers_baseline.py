#!/usr/bin/env python3
"""Baseline for `sous bench import`: recipe-scrapers' generic schema.org mode.

For every X.html beside X.json (recipe-scrapers' expected output) in the pages
folder, scrape the HTML with recipe-scrapers' generic schema.org scraper (the
one `scrape_html(..., supported_only=False)` uses for sites it has no scraper
for) and score title, ingredients, steps, minutes and servings exactly the way
Sous scores itself (see Sources/sous/Bench/ImportBench.swift):

- strings are compared after decoding HTML entities (repeatedly, so
  "&amp;amp;" counts as "&"), turning no-break spaces into spaces, dropping
  zero-width spaces and collapsing runs of whitespace;
- minutes are compared as whole numbers, "unknown" (None) included;
- servings are the first number in the yields text, "unknown" included
  (recipe-scrapers' yields are already one count, "6 servings": its
  get_yields reads a range "4-6" or "4 to 6" as 6, as Sous now does).

The dev pages all come from sites recipe-scrapers has hand-written scrapers
for, so calling scrape_html with the page's own URL would measure those
scrapers, not the generic mode. The script therefore builds the generic
scraper directly (SchemaScraperFactory), which is what scrape_html does for a
site it does not know.

Installs recipe-scrapers with pip when it is missing. Prints a JSON summary
with --json, otherwise a short table.
"""
import argparse
import glob
import html
import json
import os
import re
import subprocess
import sys
import warnings


def ensure_recipe_scrapers():
    """Imports recipe-scrapers, installing it with pip when it is missing.

    Debian's own python3 refuses plain `pip install` (PEP 668), so a user
    install is tried next; when both fail the script says why and exits 3.
    """
    try:
        import recipe_scrapers  # noqa: F401
    except ImportError:
        attempts = [
            [sys.executable, "-m", "pip", "install", "--quiet", "recipe-scrapers"],
            [sys.executable, "-m", "pip", "install", "--quiet", "--user", "--break-system-packages", "recipe-scrapers"],
        ]
        for command in attempts:
            done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if done.returncode == 0:
                break
        else:
            lines = [line for line in (done.stderr or "").splitlines() if line.strip()]
            reason = lines[-1] if lines else "pip failed"
            print(f"recipe-scrapers is not installed and pip could not install it: {reason}", file=sys.stderr)
            sys.exit(3)
        import importlib
        import site
        importlib.invalidate_caches()
        user_site = site.getusersitepackages()
        if user_site not in sys.path:
            sys.path.append(user_site)
    import recipe_scrapers
    return recipe_scrapers


def normalize(text):
    if text is None:
        return None
    text = str(text)
    previous = None
    while previous != text:
        previous = text
        text = html.unescape(text)
    text = text.replace("\u00a0", " ").replace("\u200b", "")
    return re.sub(r"\s+", " ", text).strip()


def first_number(value):
    if value is None:
        return None
    if isinstance(value, (int, float)):
        return int(value)
    match = re.search(r"\d+", str(value))
    return int(match.group(0)) if match else None


def minutes_value(value):
    if value is None:
        return None
    try:
        number = int(value)
    except (TypeError, ValueError):
        return None
    return number


def generic_scraper(recipe_scrapers, page_html, url):
    factory = getattr(recipe_scrapers, "_factory", None)
    if factory is not None and hasattr(factory, "SchemaScraperFactory"):
        return factory.SchemaScraperFactory.generate(html=page_html, url=url)
    # Older releases: an unknown host makes scrape_html fall back to the
    # generic mode.
    try:
        return recipe_scrapers.scrape_html(page_html, org_url="https://example.invalid/recipe", supported_only=False)
    except TypeError:
        return recipe_scrapers.scrape_html(page_html, org_url="https://example.invalid/recipe", wild_mode=True)


def call(scraper, name):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return getattr(scraper, name)()
    except Exception:  # noqa: BLE001 - a failing field scores as wrong
        return None


def score_page(recipe_scrapers, html_path, expected):
    with open(html_path, encoding="utf-8", errors="replace") as handle:
        page_html = handle.read()
    url = expected.get("canonical_url") or "https://example.invalid/"
    if "://" not in url:
        url = "https://" + url
    try:
        scraper = generic_scraper(recipe_scrapers, page_html, url)
    except Exception:  # noqa: BLE001
        scraper = None
    got = {}
    if scraper is not None:
        got = {name: call(scraper, name) for name in ("title", "ingredients", "instructions_list", "total_time", "yields")}

    def strings(values):
        return [normalize(value) for value in (values or []) if normalize(value)]

    result = {
        "title": normalize(got.get("title")) == normalize(expected.get("title")),
        "ingredients": strings(got.get("ingredients")) == strings(expected.get("ingredients")),
        "steps": strings(got.get("instructions_list")) == strings(expected.get("instructions_list")),
        "minutes": minutes_value(got.get("total_time")) == minutes_value(expected.get("total_time")),
        "servings": first_number(got.get("yields")) == first_number(expected.get("yields")),
    }
    result["fully"] = all(result.values())
    return result


FIELDS = ["title", "ingredients", "steps", "minutes", "servings", "fully"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", default=os.path.join(os.path.dirname(__file__), "../../../shared/data/recipe-pages-dev"))
    parser.add_argument("--json", action="store_true", help="print a JSON summary")
    arguments = parser.parse_args()

    recipe_scrapers = ensure_recipe_scrapers()
    version = getattr(getattr(recipe_scrapers, "__version__", None), "__version__", None) \
        or str(getattr(recipe_scrapers, "__version__", "?"))
    pages = {}
    for html_path in sorted(glob.glob(os.path.join(arguments.pages, "*.html"))):
        json_path = html_path[:-5] + ".json"
        if not os.path.exists(json_path):
            continue
        with open(json_path, encoding="utf-8") as handle:
            expected = json.load(handle)
        pages[os.path.basename(html_path)[:-5]] = score_page(recipe_scrapers, html_path, expected)

    totals = {field: sum(1 for page in pages.values() if page[field]) for field in FIELDS}
    summary = {"tool": "recipe-scrapers", "version": version, "mode": "generic schema.org",
               "pages": len(pages), "right": totals, "per_page": pages}
    if arguments.json:
        print(json.dumps(summary, indent=1, sort_keys=True))
    else:
        print(f"recipe-scrapers {version}, generic schema.org mode, {len(pages)} pages")
        for field in FIELDS:
            share = 100 * totals[field] / len(pages) if pages else 0
            print(f"  {field:12} {totals[field]:4d}  {share:5.1f}%")


if __name__ == "__main__":
    main()
