# wp-up's theme link: the working tree as wp-content/themes/author-site (not with --no-theme); ACTIVATE says whether to activate it.
# Sourced by bin/site/wp-up.sh, in its shell: its variables, log/warn/die.
# shellcheck shell=bash disable=SC2034 # ACTIVATE is read by install.sh

THEME_DIR=$CONTENT_DIR/themes/author-site
ACTIVATE=0
if (( THEME_MODE )); then
  if [[ -d $THEME_DIR && ! -L $THEME_DIR ]]; then
    # An uploaded copy (the end-to-end tests install the zip through wp-admin):
    # the working tree is what this script serves.
    rm -rf "$THEME_DIR"
    log "theme: removed the uploaded copy in $THEME_DIR"
  fi
  if [[ ! -L $THEME_DIR || $(readlink "$THEME_DIR") != "$REPO_ROOT" ]]; then
    rm -f "$THEME_DIR"
    ln -s "$REPO_ROOT" "$THEME_DIR"
    log "theme: linked $THEME_DIR -> $REPO_ROOT"
  fi
  if [[ -f $THEME_DIR/style.css ]]; then
    ACTIVATE=1
  else
    warn "theme: $THEME_DIR/style.css does not exist yet; not activating author-site"
  fi
fi
