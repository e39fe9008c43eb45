# wp-up's test mu-plugins: copied in with --test, removed without it (and bin/setup.sh's mail catcher off in test mode).
# Sourced by bin/site/wp-up.sh, in its shell: its variables, log/warn/die.
# shellcheck shell=bash

MANIFEST=$RUN_DIR/test-mu-plugins.manifest
TEST_MU_SRC=${AUTHOR_SITE_TEST_MU:-tests/wp/mu-plugins}
wanted=()
if (( TEST_MODE )); then
  shopt -s nullglob
  IFS=: read -r -a mu_sources <<<"$TEST_MU_SRC"
  for src in "${mu_sources[@]}"; do
    if [[ -d $REPO_ROOT/$src ]]; then wanted+=("$REPO_ROOT/$src"/*.php)
    elif [[ -f $REPO_ROOT/$src ]]; then wanted+=("$REPO_ROOT/$src")
    else warn "test mu-plugins: $src not found"
    fi
  done
  shopt -u nullglob
  (( ${#wanted[@]} )) || warn "--test given but $TEST_MU_SRC has no *.php"
fi
wanted_names=()
for f in "${wanted[@]}"; do wanted_names+=("${f##*/}"); done
if [[ -f $MANIFEST ]]; then
  while IFS= read -r name; do
    [[ -n $name ]] || continue
    keep=0
    for w in "${wanted_names[@]}"; do [[ $w == "$name" ]] && keep=1; done
    if (( ! keep )) && [[ -f $CONTENT_DIR/mu-plugins/$name ]]; then
      rm -f "$CONTENT_DIR/mu-plugins/$name"
      log "removed test mu-plugin $name"
    fi
  done <"$MANIFEST"
fi
# bin/setup.sh's mail catcher: off for the test suites (it sets it up again).
if (( TEST_MODE )) && [[ -f $CONTENT_DIR/mu-plugins/author-site-mail.php ]]; then
  rm -f "$CONTENT_DIR/mu-plugins/author-site-mail.php"
  log "removed bin/setup.sh's mail catcher (test mode)"
fi
for f in "${wanted[@]}"; do
  dst=$CONTENT_DIR/mu-plugins/${f##*/}
  if ! cmp -s "$f" "$dst"; then
    cp "$f" "$dst"
    log "installed test mu-plugin ${f##*/}"
  fi
done
if (( ${#wanted_names[@]} )); then printf '%s\n' "${wanted_names[@]}" >"$MANIFEST"; else rm -f "$MANIFEST"; fi
