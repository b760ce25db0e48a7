"""Package layout only; all metadata is in pyproject.toml.

The Python source lives under ``desktop/``; the shipped data folders at the top of the
repository (``resources/`` and ``decks/``) are installed as the packages
``ringtable.resources`` and ``ringtable.starter_decks`` so that a wheel, an editable
install and a frozen build all find them through ``importlib.resources``.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages("desktop"), "ringtable.resources", "ringtable.starter_decks"],
    package_dir={
        "": "desktop",
        "ringtable.resources": "resources",
        "ringtable.starter_decks": "decks",
    },
    package_data={"ringtable.resources": ["**/*"], "ringtable.starter_decks": ["*.json"]},
)
