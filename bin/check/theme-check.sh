#!/usr/bin/env bash
# Runs Theme Check (the WordPress.org theme review tool) on the theme zip,
# inside the local WordPress made by bin/site/wp-up.sh.
#
#   bin/check/theme-check.sh [ZIP]      (default: dist/author-site.zip; `npm run zip` first)
#
# Theme Check comes from theme-check.zip in the same folder of zips as the
# real-plugin suite (bin/site/install-plugins.sh): it is unpacked into the site's
# wp-content/plugins/theme-check, unmodified, and never activated (its
# checks are loaded for this run only, so the site the other tests see does
# not change). The zip is unpacked into a theme folder of its own under
# AUTHOR_SITE_HOME/run (folder author-site: Theme Check reads the slug from
# it), so what is checked is exactly what an author uploads.
#
# Prints every line Theme Check gives (REQUIRED, WARNING, RECOMMENDED, INFO)
# as plain text, then a count.
#
# Environment:
#   AUTHOR_SITE_HOME     the site (default ~/.author-site)
#   AUTHOR_SITE_PLUGINS  folder of zips (default: ../shared/plugins beside the
#                        repository)
#
# Exit status: 0 no REQUIRED and no WARNING; 1 any REQUIRED or WARNING, or
# another failure; 3 when theme-check.zip is missing (one line says so).
set -euo pipefail

BIN_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
REPO_ROOT=$(cd "$BIN_DIR/../.." && pwd -P)
# shellcheck source=zips.sh
source "$BIN_DIR/../site/zips.sh"
SITE_HOME=${AUTHOR_SITE_HOME:-$HOME/.author-site}
PLUGIN_DIR=$SITE_HOME/wordpress/wp-content/plugins
THEME_ZIP=${1:-$REPO_ROOT/dist/author-site.zip}
CHECKER_ZIP=$ZIPS/$THEME_CHECK_ZIP

log() { printf '[theme-check] %s\n' "$*"; }

if [[ ! -f $CHECKER_ZIP ]]; then
  log "Theme Check did not run: theme-check.zip is not in $ZIPS"
  exit 3
fi
[[ -f $THEME_ZIP ]] || { log "no theme zip at $THEME_ZIP (run npm run build && npm run zip)"; exit 1; }
[[ -d $PLUGIN_DIR ]] || { log "no WordPress at $SITE_HOME (run bin/site/wp-up.sh first)"; exit 1; }
command -v unzip >/dev/null || { log "unzip is missing (bin/install-system.sh installs it)"; exit 1; }

# The checker, unpacked once per zip (as bin/site/install-plugins.sh does).
stamp=$PLUGIN_DIR/theme-check/.installed-from
sum=$(sha256sum "$CHECKER_ZIP" | cut -d' ' -f1)
if [[ ! -f $stamp || $(<"$stamp") != "$sum" ]]; then
  tmp=$(mktemp -d)
  unzip -q "$CHECKER_ZIP" -d "$tmp"
  [[ -f $tmp/theme-check/checkbase.php ]] || { log "$CHECKER_ZIP has no theme-check/checkbase.php"; rm -rf "$tmp"; exit 1; }
  rm -rf "${PLUGIN_DIR:?}/theme-check"
  mv "$tmp/theme-check" "$PLUGIN_DIR/theme-check"
  rm -rf "$tmp"
  printf '%s\n' "$sum" >"$stamp"
  log "installed theme-check from ${CHECKER_ZIP##*/}"
fi

# The theme as uploaded, in a theme root of its own.
THEME_ROOT=$SITE_HOME/run/theme-check
rm -rf "$THEME_ROOT"
mkdir -p "$THEME_ROOT"
unzip -q "$THEME_ZIP" -d "$THEME_ROOT"
[[ -f $THEME_ROOT/author-site/style.css ]] || { log "$THEME_ZIP has no author-site/style.css"; exit 1; }

export AUTHOR_SITE_THEME_CHECK_ROOT=$THEME_ROOT
export AUTHOR_SITE_THEME_CHECK_PLUGIN=$PLUGIN_DIR/theme-check
status=0
WP_EVAL_USER=admin bash "$BIN_DIR/../site/wp-eval.sh" - <<'PHP' || status=$?
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once getenv( 'AUTHOR_SITE_THEME_CHECK_PLUGIN' ) . '/checkbase.php';
$root  = getenv( 'AUTHOR_SITE_THEME_CHECK_ROOT' );
$theme = wp_get_theme( 'author-site', $root );
if ( ! $theme->exists() || $theme->errors() ) {
	fwrite( STDERR, "[theme-check] the unpacked theme is not valid\n" );
	exit( 1 );
}
run_themechecks_against_theme( $theme, 'author-site' );
$lines = array();
foreach ( $GLOBALS['themechecks'] as $check ) {
	if ( $check instanceof themecheck ) {
		foreach ( (array) $check->getError() as $error ) {
			// Plain text on one line: the tool's markup and the file paths of this run out.
			$text = html_entity_decode( wp_strip_all_tags( str_replace( array( '<br>', '<br />', '</pre>' ), ' ', $error ) ), ENT_QUOTES, 'UTF-8' );
			$text = trim( preg_replace( '/\s+/', ' ', str_replace( $root . '/', '', $text ) ) );
			$lines[ $text ] = true;
		}
	}
}
$order = array( 'REQUIRED' => 0, 'WARNING' => 1, 'RECOMMENDED' => 2, 'INFO' => 3 );
$lines = array_keys( $lines );
usort(
	$lines,
	static function ( $a, $b ) use ( $order ) {
		$level = static function ( $line ) use ( $order ) {
			return preg_match( '/^(REQUIRED|WARNING|RECOMMENDED|INFO)/', $line, $m ) ? $order[ $m[1] ] : 4;
		};
		return array( $level( $a ), $a ) <=> array( $level( $b ), $b );
	}
);
$count = array_fill_keys( array_keys( $order ), 0 );
foreach ( $lines as $line ) {
	echo $line, "\n";
	if ( preg_match( '/^(REQUIRED|WARNING|RECOMMENDED|INFO)/', $line, $m ) ) {
		++$count[ $m[1] ];
	}
}
printf( "[theme-check] %d REQUIRED, %d WARNING, %d RECOMMENDED, %d INFO\n", $count['REQUIRED'], $count['WARNING'], $count['RECOMMENDED'], $count['INFO'] );
exit( $count['REQUIRED'] + $count['WARNING'] > 0 ? 1 : 0 );
PHP
rm -rf "$THEME_ROOT"
exit "$status"
