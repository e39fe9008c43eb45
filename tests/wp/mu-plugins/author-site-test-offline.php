<?php
/**
 * Plugin Name: Author Site test: an offline machine
 * Description: TEST ONLY (bin/wp-up.sh --test). The test machine reaches no
 * outside host, so the avatars WordPress asks Gravatar for (the admin bar,
 * wp-admin's lists) could only fail, each with a console error in every test
 * that logs in. Avatars are off here, as Settings → Discussion → "Show
 * Avatars" unticked would have them: the theme prints none of its own.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'pre_option_show_avatars', '__return_zero' );
