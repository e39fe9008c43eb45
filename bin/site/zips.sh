# The release zips the tests install, in one place: sourced (after REPO_ROOT
# is set) by bin/site/install-plugins.sh, bin/check/theme-check.sh and bin/check/zips.sh.
#
# ZIPS is the folder of zips: AUTHOR_SITE_PLUGINS, or ../shared/plugins
# beside the repository. The zips, as WordPress.org publishes them
# (wordpress.org/plugins/<slug>, "Advanced View" → previous versions).

ZIPS=${AUTHOR_SITE_PLUGINS:-$REPO_ROOT/../shared/plugins}

# The real plugins, slug:zip file (bin/site/install-plugins.sh).
PLUGIN_ZIPS=(
  the-events-calendar:the-events-calendar.6.17.2.zip
  constant-contact-forms:constant-contact-forms.2.21.0.zip
  wpforms-lite:wpforms-lite.2.0.0.2.zip
)

# Redis Object Cache, slug:zip file: the cluster site's persistent object
# cache (bin/site/cache-up.sh, docs/hosting.md).
REDIS_CACHE_ZIP=redis-cache:redis-cache.2.6.3.zip

# Theme Check, the WordPress.org theme review tool (bin/check/theme-check.sh).
THEME_CHECK_ZIP=theme-check.zip
