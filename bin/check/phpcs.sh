#!/usr/bin/env bash
# PHP_CodeSniffer with the WordPress Coding Standards, by the rules of
# phpcs.xml.dist (WordPress-Extra; which files, which rules are off and why).
#
#   bin/check/phpcs.sh [PHPCS ARGS…]          check (e.g. --report=summary,
#                                             --report=source, a file or folder)
#   bin/check/phpcs.sh --fix [PHPCBF ARGS…]   fix what phpcbf can fix, in place
#
# PHPCS comes from phpcs-wordpress.zip (PHP_CodeSniffer, PHPCSUtils,
# PHPCSExtra and WPCS, unmodified; see ../shared/tools/README.md), never
# copied into the repository: the zip is unpacked once into
# .cache/phpcs-wordpress (git-ignored), again when the zip changes (its
# sha256 is kept beside it), and run with PHP with installed_paths set for
# this run only. Run by bin/check/lint-php.sh (`npm run lint:php`).
#
# When the zip is not there, one line says where it was looked for. Under CI
# (CI set, not "false" or "0") that fails the run; elsewhere PHPCS is skipped.
#
# Environment:
#   AUTHOR_SITE_TOOLS  folder of the tool zips (default: ../shared/tools beside
#                      the repository)
#   CI
#
# Exit status: check: phpcs's own (0 nothing found; 1 or 2 something found,
# 2 when phpcbf could fix some of it; 3 phpcs failed). --fix: 0 phpcbf fixed
# all it could fix (what it cannot fix may remain: check again); 1 it failed.
# Either way: 0 when the zip is missing outside CI (skipped); 1 when it is
# missing under CI, is not the tools' zip, or anything else fails.
set -euo pipefail

BIN_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
REPO_ROOT=$(cd "$BIN_DIR/../.." && pwd -P)
TOOLS=${AUTHOR_SITE_TOOLS:-$REPO_ROOT/../shared/tools}
ZIP=$TOOLS/phpcs-wordpress.zip
CACHE=$REPO_ROOT/.cache
DEST=$CACHE/phpcs-wordpress

log() { printf '[phpcs] %s\n' "$*"; }
under_ci() { [[ -n ${CI:-} && $CI != false && $CI != 0 ]]; }

if [[ ! -f $ZIP ]]; then
  if under_ci; then
    log "FAILED: PHPCS could not run: phpcs-wordpress.zip is not in $TOOLS (set AUTHOR_SITE_TOOLS to the folder that holds it)."
    exit 1
  fi
  log "PHPCS was skipped: phpcs-wordpress.zip is not in $TOOLS (set AUTHOR_SITE_TOOLS to the folder that holds it; under CI this fails)."
  exit 0
fi
command -v php >/dev/null || { log "php is missing (bin/install-system.sh installs it)"; exit 1; }
command -v unzip >/dev/null || { log "unzip is missing (bin/install-system.sh installs it)"; exit 1; }

# Unpacked once per zip: the sha256 of the zip it came from sits beside it.
stamp=$DEST/.unpacked-from
sum=$(sha256sum "$ZIP" | cut -d' ' -f1)
if [[ ! -f $stamp || $(<"$stamp") != "$sum" ]]; then
  mkdir -p "$CACHE"
  tmp=$(mktemp -d "$CACHE/phpcs-wordpress.XXXXXX")
  if ! unzip -q "$ZIP" -d "$tmp" || [[ ! -f $tmp/phpcs-wordpress/php_codesniffer/bin/phpcs ]]; then
    log "$ZIP is not a zip holding phpcs-wordpress/php_codesniffer/bin/phpcs"
    rm -rf "$tmp"
    exit 1
  fi
  rm -rf "$DEST"
  mv "$tmp/phpcs-wordpress" "$DEST"
  rm -rf "$tmp"
  printf '%s\n' "$sum" >"$stamp"
  log "unpacked ${ZIP##*/} into ${DEST#"$REPO_ROOT"/}"
fi

tool=phpcs
# phpcs keeps its results per file in .cache (a file whose content, the
# ruleset and the sniffs have not changed is not checked again); phpcbf keeps none.
extra=(--cache="$CACHE/phpcs-results.json")
if [[ ${1:-} == --fix ]]; then
  tool=phpcbf
  extra=()
  shift
fi

status=0
# phpcs.xml.dist, unless the caller names another standard (PHP_CodeSniffer
# takes the last --standard, but the first value of most other options, so
# the caller's arguments come first: their --no-cache wins). The files it
# names are found from the ruleset's folder, wherever this runs from.
standard=(--standard="$REPO_ROOT/phpcs.xml.dist")
for arg in "$@"; do
  if [[ $arg == --standard=* ]]; then standard=(); fi
done
php "$DEST/php_codesniffer/bin/$tool" "$@" \
  --runtime-set installed_paths "$DEST/wpcs,$DEST/phpcsutils,$DEST/phpcsextra" \
  "${standard[@]}" "${extra[@]}" || status=$?

if [[ $tool == phpcbf ]]; then
  # phpcbf: 0 nothing to fix, 1 all fixed, 2 some could not be fixed, 3 error.
  (( status <= 1 )) && exit 0
  exit 1
fi
# phpcs prints nothing when it finds nothing: say so (on stderr, so that a
# --report=json or csv on stdout stays whole).
(( status == 0 )) && log "PHPCS found nothing (phpcs.xml.dist)" >&2
exit "$status"
