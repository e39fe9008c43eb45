#!/usr/bin/env bash
# PHP syntax check (php -l) of every PHP file the repository tracks or adds,
# then the theme's call graph (bin/check/php-deps.php: every inc/ file in a folder
# functions.php loads, no other file's name used at load time, no call loop
# between files, no folder using one loaded after it, no domain or admin code
# calling a page renderer), where each twin is (bin/check/twins.mjs,
# docs/twins.md), then PHP_CodeSniffer with the WordPress Coding Standards by
# phpcs.xml.dist (bin/check/phpcs.sh: from ../shared/tools/phpcs-wordpress.zip
# or AUTHOR_SITE_TOOLS; without the zip it says so and is skipped, or fails
# under CI). Fails if any of them does.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
status=0
count=0
while IFS= read -r -d '' file; do
  count=$((count + 1))
  if ! out=$(php -l "$file" 2>&1); then
    printf '%s\n' "$out"
    status=1
  fi
done < <(git ls-files -z --cached --others --exclude-standard -- '*.php')
echo "lint-php: $count files checked"
php bin/check/php-deps.php --quiet || status=1
node bin/check/twins.mjs || status=1
bash bin/check/phpcs.sh || status=1
exit $status
