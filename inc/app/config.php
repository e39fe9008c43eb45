<?php
/**
 * The app's configuration, printed into the page as JSON
 * (`#author-site-config`, docs/runtime-config.md#keys).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * WPForms' anti-spam token for a form, as the plugin prints it in `data-token`
 * (day-based, per form); '' without WPForms or its token class.
 */
function author_site_wpforms_token( $form_id ) {
	if ( ! function_exists( 'wpforms' ) ) {
		return '';
	}
	try {
		$plugin = wpforms();
		$token  = null;
		if ( is_object( $plugin ) && method_exists( $plugin, 'obj' ) ) {
			$token = $plugin->obj( 'token' ); // WPForms 1.9.1+.
		} elseif ( is_object( $plugin ) && method_exists( $plugin, 'get' ) ) {
			$token = $plugin->get( 'token' );
		}
		if ( ! is_object( $token ) || ! method_exists( $token, 'get' ) ) {
			return '';
		}
		$value = $token->get( true, array( 'id' => $form_id ) );
	} catch ( Throwable $e ) {
		return '';
	}
	return is_string( $value ) && preg_match( '/^[a-f0-9]{32}$/', $value ) ? $value : '';
}

/**
 * The author's WPForms form from the settings, or null until its id and the
 * name, email and message field ids are set.
 * @return array|null `formId`, `nameFormat`, `fields`.
 */
function author_site_wpforms_form() {
	$settings = author_site_settings();
	$wpforms  = is_array( $settings['wpforms'] ) ? $settings['wpforms'] : array();
	$fields   = isset( $wpforms['fields'] ) && is_array( $wpforms['fields'] ) ? $wpforms['fields'] : array();
	$form_id  = author_site_positive_int( isset( $wpforms['form_id'] ) ? $wpforms['form_id'] : 0 );
	$ids      = array();
	foreach ( array( 'name', 'email', 'subject', 'message' ) as $key ) {
		$id = author_site_positive_int( isset( $fields[ $key ] ) ? $fields[ $key ] : 0 );
		if ( $id ) {
			$ids[ $key ] = $id;
		}
	}
	if ( ! $form_id || empty( $ids['name'] ) || empty( $ids['email'] ) || empty( $ids['message'] ) ) {
		return null;
	}
	return array(
		'formId'     => $form_id,
		'nameFormat' => isset( $wpforms['name_format'] ) && 'first-last' === $wpforms['name_format'] ? 'first-last' : 'simple',
		'fields'     => $ids,
	);
}

/**
 * `contact.wpforms`: the author's WPForms form with WPForms' token and, for a
 * logged-in user, its nonce; null while it is not configured.
 */
function author_site_wpforms_config() {
	$config = author_site_wpforms_form();
	if ( null === $config ) {
		return null;
	}
	$form_id = $config['formId'];
	$token   = author_site_wpforms_token( $form_id );
	if ( '' !== $token ) {
		$config['token'] = $token;
		// WPForms' script renews a token after this lifetime; a cached page
		// does the same (src/contact/token.ts).
		$config['tokenTime']     = time();
		$config['tokenLifetime'] = max( 60, (int) apply_filters( 'wpforms_forms_token_cache_lifetime', DAY_IN_SECONDS ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WPForms' own filter, read as its script reads it.
	}
	// WPForms refuses a logged-in user's submit without this nonce; no cache
	// keeps her page.
	if ( is_user_logged_in() ) {
		$config['nonce'] = wp_create_nonce( 'wpforms::form_' . $form_id );
	}
	return $config;
}

/**
 * A link from the settings as the app takes it (src/config/config.ts
 * httpUrl()), else '', so that both views show the same links.
 */
function author_site_config_link( $url ) {
	$url  = author_site_http_url( is_string( $url ) ? $url : '' );
	$host = null === $url ? null : wp_parse_url( $url, PHP_URL_HOST );
	if ( ! is_string( $host ) || ! preg_match( '/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i', $host ) ) {
		return '';
	}
	return esc_url_raw( $url, array( 'http', 'https' ) ) === $url ? $url : '';
}

/**
 * A published page chosen in the settings (the posts page, the privacy policy)
 * as `{ url, label }`, or null.
 */
function author_site_config_page_link( $page_id ) {
	$page = $page_id ? get_post( (int) $page_id ) : null;
	if ( ! $page instanceof WP_Post || 'page' !== $page->post_type || 'publish' !== $page->post_status || '' !== $page->post_password ) {
		return null;
	}
	$label = author_site_meta_text( html_entity_decode( wp_strip_all_tags( get_the_title( $page ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	return array(
		'url'   => (string) get_permalink( $page ),
		'label' => '' === $label ? (string) $page->post_name : $label,
	);
}

/** The configuration object, made once a request. */
function author_site_config() {
	static $config = null;
	if ( null !== $config ) {
		return $config;
	}
	$settings   = author_site_settings();
	$newsletter = author_site_newsletter_config();
	$social     = array();
	foreach ( (array) $settings['social'] as $network => $url ) {
		$url = author_site_config_link( $url );
		if ( '' !== $url ) {
			$social[ sanitize_key( $network ) ] = $url;
		}
	}
	$config = array(
		'homeUrl'      => home_url( '/' ),
		'restUrl'      => get_rest_url(),
		'ajaxUrl'      => admin_url( 'admin-ajax.php' ),
		'assetsUrl'    => get_theme_file_uri( 'build/' ),
		'siteName'     => author_site_site_name(),
		'authorName'   => author_site_author_name(),
		'contactEmail' => author_site_contact_email(),
		'social'       => (object) $social,
		'contact'      => array( 'wpforms' => author_site_wpforms_config() ),
		'events'       => array( 'icalUrl' => author_site_events_ical_url() ),
		'newsletter'   => array(
			// The form PHP chose, so that the app picks the same.
			'formId'    => $newsletter ? $newsletter['formId'] : null,
			'configUrl' => home_url( '/constant-contact-config.json' ),
			'available' => null !== $newsletter,
		),
		'forms'        => array(
			'token'  => author_site_form_token(),
			'nonce'  => author_site_form_nonce(),
			'result' => author_site_form_result(),
		),
		'blog'         => 'page' === get_option( 'show_on_front' ) ? author_site_config_page_link( (int) get_option( 'page_for_posts' ) ) : null,
		'privacy'      => author_site_config_page_link( (int) get_option( 'wp_page_for_privacy_policy' ) ),
		'pictures'     => author_site_pictures(),
		'menus'        => array(
			'primary' => author_site_menu_links( 'primary' ),
			'footer'  => author_site_menu_links( 'footer' ),
		),
	);
	if ( is_user_logged_in() ) {
		$config['restNonce'] = wp_create_nonce( 'wp_rest' );
	}
	// The app hydrates on the site's clock as the page was drawn (src/ui/useNow.ts).
	$config['drawnAt'] = author_site_now();
	// Where the Media Library's files are: a book's audio sample may be one (docs/books.md#a-books-extras).
	$uploads = author_site_uploads_url();
	if ( null !== $uploads ) {
		$config['uploadsUrl'] = $uploads;
	}
	$event = author_site_current_event();
	if ( null !== $event ) {
		$config['event'] = array( 'slug' => author_site_current_event_slug() );
	}
	// The day a book page's (or its bonus page's) release line was read on (docs/books.md#book-pages).
	$book = author_site_current_book() ?? author_site_current_bonus();
	if ( null !== $book ) {
		$config['book'] = array(
			'slug'  => $book['book']['slug'],
			'today' => author_site_site_today(),
		);
	}
	// The same for a series' page (docs/books.md#series-pages).
	$series = author_site_current_series();
	if ( null !== $series ) {
		$config['series'] = array(
			'slug'  => $series['slug'],
			'today' => author_site_site_today(),
		);
	}
	// The same for the release dates /books lists (docs/books.md#the-books-page).
	if ( ( 'books' === author_site_current_page() && null !== author_site_books_listing() ) || 'press' === author_site_current_page() ) {
		$config['catalogue'] = array( 'today' => author_site_site_today() );
	}
	return $config;
}
