# wp-up's WordPress files: core copied from Debian's package, a writable wp-content with the bundled themes and plugins.
# Sourced by bin/site/wp-up.sh, in its shell: its variables, log/warn/die.
# shellcheck shell=bash

# The WordPress version of the tree at $1 (empty when there is none).
wp_version_of() { sed -n "s/^\$wp_version = '\(.*\)';.*/\1/p" "$1/wp-includes/version.php" 2>/dev/null || true; }
SRC_VERSION=$(wp_version_of "$WP_SRC")
DST_VERSION=$(wp_version_of "$WP_DIR")
CORE_COPIED=0

if [[ ! -f $WP_DIR/wp-includes/version.php || $SRC_VERSION != "$DST_VERSION" ]]; then
  if [[ -n $DST_VERSION ]]; then
    log "updating WordPress core $DST_VERSION -> $SRC_VERSION (wp-content is kept)"
  else
    log "copying WordPress $SRC_VERSION from $WP_SRC to $WP_DIR"
  fi
  tmp=$SITE_HOME/.wordpress.tmp.$$
  rm -rf "$tmp"
  mkdir -p "$tmp"
  # Dereference the package's relative symlinks (libjs-*, getid3, PHPMailer).
  # Dotfiles (.htaccess -> /etc/wordpress/htaccess) are left out on purpose.
  for entry in "$WP_SRC"/*; do
    case ${entry##*/} in wp-content|wp-config.php) continue ;; esac
    cp -rL "$entry" "$tmp/"
  done
  if [[ -d $WP_DIR ]]; then
    [[ -d $WP_DIR/wp-content ]] && mv "$WP_DIR/wp-content" "$tmp/wp-content"
    rm -rf "$WP_DIR"
  fi
  mv "$tmp" "$WP_DIR"
  CORE_COPIED=1
fi

# wp-content: Debian keeps it in /var/lib/wordpress/wp-content (mostly symlinks
# into /usr/share/wordpress/wp-content). Ours is a real, writable directory.
mkdir -p "$CONTENT_DIR"/{themes,plugins,uploads,mu-plugins,languages,upgrade}
declare -A seen=()
for src in "${WP_SRC_CONTENT_DIRS[@]}"; do
  [[ -d $src ]] || continue
  [[ -f $src/index.php && ! -f $CONTENT_DIR/index.php ]] && cp -L "$src/index.php" "$CONTENT_DIR/"
  for kind in themes plugins languages; do
    [[ -d $src/$kind ]] || continue
    for entry in "$src/$kind"/*; do
      [[ -e $entry ]] || continue
      name=${entry##*/}
      dst=$CONTENT_DIR/$kind/$name
      [[ $kind/$name == themes/author-site || -n ${seen[$kind/$name]:-} ]] && continue
      seen[$kind/$name]=1
      if (( CORE_COPIED )) && [[ $kind != languages && -e $dst && ! -L $dst ]]; then
        rm -rf "$dst" # refresh bundled themes/plugins along with core
      fi
      if [[ ! -e $dst && ! -L $dst ]]; then
        cp -rL "$entry" "$dst"
        [[ $kind == languages ]] || log "  bundled $kind/$name copied"
      fi
    done
  done
done
[[ -f $CONTENT_DIR/themes/twentytwentyfive/style.css ]] ||
  warn "Twenty Twenty-Five is not installed (run bin/install-system.sh); benchmarks compare against it"
