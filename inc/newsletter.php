<?php
/**
 * The newsletter's configuration, `/constant-contact-config.json` (content
 * contract §3), built from the Constant Contact Forms plugin's own public form.
 *
 * The plugin's block renderer answers 401 to visitors, so for the public this
 * file is how the app learns the form: its id, the verify key, the field names
 * (they carry a hash of the field settings) and, when an account is connected,
 * the lists and the opt-in box. Everything in it is printed by the plugin's
 * public form to every visitor anyway; nothing else is added.
 *
 * The parsed form is cached in a non-autoloaded option, and rebuilt when a form
 * or its meta changes (the plugin makes a new verify key on every save), when the
 * theme's settings change, and when plugins or the theme are switched.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The plugin's form post type. */
const AUTHOR_SITE_NEWSLETTER_POST_TYPE = 'ctct_forms';

/** The plugin's single-form block. */
const AUTHOR_SITE_NEWSLETTER_BLOCK = 'constant-contact/single-contact-form';

/** The option holding the cached, parsed form (not autoloaded). */
const AUTHOR_SITE_NEWSLETTER_CACHE = 'author_site_newsletter_cache';

/** The path of the configuration file below the home URL. */
const AUTHOR_SITE_NEWSLETTER_PATH = 'constant-contact-config.json';

/**
 * Whether Constant Contact Forms is there to use: its block and its form post
 * type are registered.
 *
 * @return bool
 */
function author_site_newsletter_plugin_usable() {
	return post_type_exists( AUTHOR_SITE_NEWSLETTER_POST_TYPE )
		&& WP_Block_Type_Registry::get_instance()->is_registered( AUTHOR_SITE_NEWSLETTER_BLOCK );
}

/**
 * The form to use: the theme setting `newsletter_form_id` when that is a
 * published form, else the first published form in the order of the REST list
 * `/wp/v2/ctct_forms?per_page=5&status=publish` (newest first), else 0.
 *
 * @return int
 */
function author_site_newsletter_form_id() {
	$settings = author_site_settings();
	$chosen   = isset( $settings['newsletter_form_id'] ) && is_scalar( $settings['newsletter_form_id'] )
		? absint( $settings['newsletter_form_id'] )
		: 0;
	if ( $chosen > 0
		&& AUTHOR_SITE_NEWSLETTER_POST_TYPE === get_post_type( $chosen )
		&& 'publish' === get_post_status( $chosen ) ) {
		return $chosen;
	}
	$query = new WP_Query(
		array(
			'post_type'              => AUTHOR_SITE_NEWSLETTER_POST_TYPE,
			'post_status'            => 'publish',
			'orderby'                => 'date',
			'order'                  => 'DESC',
			'posts_per_page'         => 1,
			'fields'                 => 'ids',
			'no_found_rows'          => true,
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
		)
	);
	return $query->posts ? (int) $query->posts[0] : 0;
}

/**
 * An attribute's value as the browser would submit it ('' when absent or
 * valueless).
 *
 * @param WP_HTML_Tag_Processor $processor The processor, on a tag.
 * @param string                $name      Attribute name.
 * @return string
 */
function author_site_newsletter_attribute( $processor, $name ) {
	$value = $processor->get_attribute( $name );
	return is_string( $value ) ? $value : '';
}

/**
 * The plugin's rendered form HTML → the contract's configuration:
 * `formId` (hidden `ctct-id`), `verify` (hidden `ctct-verify`, '' when absent),
 * `instance` (`ctct-instance`), `time` (`ctct_time`), `fields` (the names of
 * the email, first name and last name inputs, matched by prefix: the suffix
 * is a hash of the field's settings), `lists` (values of the `lists___…[]`
 * checkboxes) and `optIn` (the `ctct-opt-in` checkbox). The honeypot
 * `ctct_usage_field` and the submit button are not part of it. Only the first
 * form in the HTML is read.
 *
 * @param string $html The plugin's form HTML.
 * @return array|null Null without a form id or an email field.
 */
function author_site_newsletter_parse_form( $html ) {
	if ( ! is_string( $html ) || '' === $html ) {
		return null;
	}
	$found     = array();
	$fields    = array();
	$lists     = array();
	$list_name = null;
	$opt_in    = null;
	$prefixes  = array(
		'email'     => 'email___',
		'firstName' => 'first_name___',
		'lastName'  => 'last_name___',
	);
	$hidden    = array( 'ctct-id', 'ctct-verify', 'ctct-instance', 'ctct_time' );
	$processor = new WP_HTML_Tag_Processor( $html );
	$in_form   = false;
	while ( $processor->next_tag( array( 'tag_closers' => 'visit' ) ) ) {
		$tag = $processor->get_tag();
		if ( 'FORM' === $tag ) {
			if ( $processor->is_tag_closer() && $in_form ) {
				break;
			}
			$in_form = true;
			continue;
		}
		if ( 'INPUT' !== $tag || $processor->is_tag_closer() ) {
			continue;
		}
		$name = author_site_newsletter_attribute( $processor, 'name' );
		$type = strtolower( author_site_newsletter_attribute( $processor, 'type' ) );
		if ( '' === $name || in_array( $type, array( 'submit', 'button', 'image', 'reset' ), true ) ) {
			continue;
		}
		$value = author_site_newsletter_attribute( $processor, 'value' );
		if ( in_array( $name, $hidden, true ) ) {
			if ( ! isset( $found[ $name ] ) ) {
				$found[ $name ] = $value;
			}
		} elseif ( 'ctct-opt-in' === $name ) {
			if ( null === $opt_in ) {
				// A checkbox without a value attribute submits "on".
				$opt_in = array(
					'name'  => $name,
					'value' => null === $processor->get_attribute( 'value' ) ? 'on' : $value,
				);
			}
		} elseif ( 'checkbox' === $type && preg_match( '/^lists___[^\[\]]*\[\]$/', $name ) ) {
			// The plugin checks the first list; a lone list is hidden and always sent.
			if ( '' !== $value && ! isset( $lists[ $value ] ) ) {
				$lists[ $value ] = null !== $processor->get_attribute( 'checked' );
				$list_name       = null === $list_name ? $name : $list_name;
			}
		} else {
			foreach ( $prefixes as $key => $prefix ) {
				if ( ! isset( $fields[ $key ] ) && 0 === strpos( $name, $prefix ) && strlen( $name ) > strlen( $prefix ) ) {
					$fields[ $key ] = $name;
				}
			}
		}
	}

	$form_id = isset( $found['ctct-id'] ) && ctype_digit( $found['ctct-id'] ) ? (int) $found['ctct-id'] : 0;
	if ( $form_id <= 0 || ! isset( $fields['email'] ) ) {
		return null;
	}
	$config = array(
		'formId' => $form_id,
		'verify' => isset( $found['ctct-verify'] ) ? $found['ctct-verify'] : '',
	);
	if ( isset( $found['ctct-instance'] ) ) {
		$config['instance'] = $found['ctct-instance'];
	}
	if ( isset( $found['ctct_time'] ) && is_numeric( $found['ctct_time'] ) ) {
		$config['time'] = (int) $found['ctct_time'];
	}
	$config['fields'] = array();
	foreach ( array_keys( $prefixes ) as $key ) {
		if ( isset( $fields[ $key ] ) ) {
			$config['fields'][ $key ] = $fields[ $key ];
		}
	}
	$chosen = 1 === count( $lists ) ? array_keys( $lists ) : array_keys( array_filter( $lists ) );
	if ( $chosen && null !== $list_name ) {
		$config['fields']['lists'] = $list_name;
		$config['lists']           = array_map( 'strval', $chosen );
	}
	if ( $opt_in ) {
		$config['optIn'] = $opt_in;
	}
	return $config;
}

/**
 * The chosen form rendered by the plugin's own block (no title) and parsed,
 * without `time`; null when there is no form or the HTML cannot be read.
 *
 * @return array{form:int,config:array|null}
 */
function author_site_newsletter_build() {
	$form_id = author_site_newsletter_form_id();
	$config  = null;
	if ( $form_id > 0 ) {
		$html   = render_block(
			array(
				'blockName'    => AUTHOR_SITE_NEWSLETTER_BLOCK,
				'attrs'        => array(
					'selectedForm' => (string) $form_id,
					'displayTitle' => 'false',
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$config = author_site_newsletter_parse_form( $html );
		if ( $config ) {
			unset( $config['time'] );
		}
	}
	return array(
		'form'   => $form_id,
		'config' => $config,
	);
}

/**
 * The cached build (see author_site_newsletter_build()), made when missing or
 * older than an hour. The hour is only a safety net for plugin settings that
 * change the form without any of the hooks below firing.
 *
 * @return array|null
 */
function author_site_newsletter_cached() {
	$cache = get_option( AUTHOR_SITE_NEWSLETTER_CACHE );
	if ( ! is_array( $cache ) || ! isset( $cache['built'], $cache['form'] )
		|| ! array_key_exists( 'config', $cache )
		|| abs( time() - (int) $cache['built'] ) > HOUR_IN_SECONDS ) {
		$cache          = author_site_newsletter_build();
		$cache['built'] = time();
		update_option( AUTHOR_SITE_NEWSLETTER_CACHE, $cache, false );
	}
	return is_array( $cache['config'] ) ? $cache['config'] : null;
}

/**
 * The newsletter configuration (content contract §3), or null when Constant
 * Contact Forms is not active, there is no published form, or its HTML cannot
 * be read. Cheap: the parsed form comes from the cache, once per request.
 *
 * @return array|null
 */
function author_site_newsletter_config() {
	if ( ! author_site_newsletter_plugin_usable() ) {
		return null;
	}
	$memo = wp_cache_get( 'config', 'author_site_newsletter', false, $found );
	if ( ! $found ) {
		$memo = author_site_newsletter_cached();
		wp_cache_set( 'config', $memo, 'author_site_newsletter' );
	}
	if ( ! is_array( $memo ) ) {
		return null;
	}
	// `time` is stamped now, not at render: the plugin calls a submission spam
	// when it arrives within 5 s of `ctct_time` (constant_contact_check_timestamps),
	// comparing with current_time( 'timestamp' ), the site-local clock (Unix time
	// plus the UTC offset), so the same clock is used here. The app holds a submit
	// until 6 s after this file arrived, so the bot check keeps working for the
	// app while a cached render time would let every submit through.
	$config = array();
	foreach ( $memo as $key => $value ) {
		$config[ $key ] = $value;
		if ( 'instance' === $key ) {
			$config['time'] = current_time( 'timestamp' ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested -- the plugin's own clock, see above.
		}
	}
	if ( ! isset( $config['time'] ) ) {
		$config['time'] = current_time( 'timestamp' ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested -- the plugin's own clock, see above.
	}
	return $config;
}

/**
 * The per-request memo is runtime only, even with a persistent object cache.
 */
function author_site_newsletter_cache_groups() {
	wp_cache_add_non_persistent_groups( array( 'author_site_newsletter' ) );
}
add_action( 'init', 'author_site_newsletter_cache_groups', 0 );

/**
 * Forgets the cached form.
 */
function author_site_newsletter_flush() {
	delete_option( AUTHOR_SITE_NEWSLETTER_CACHE );
	wp_cache_delete( 'config', 'author_site_newsletter' );
}
foreach ( array(
	'update_option_author_site_settings',
	'add_option_author_site_settings',
	'delete_option_author_site_settings',
	'update_option_ctct_options_settings',
	'activated_plugin',
	'deactivated_plugin',
	'upgrader_process_complete',
	'switch_theme',
	'after_switch_theme',
) as $author_site_hook ) {
	add_action( $author_site_hook, 'author_site_newsletter_flush', 10, 0 );
}
unset( $author_site_hook );

/**
 * Forgets the cached form when a form post is saved, trashed, restored or
 * deleted (publishing, unpublishing and the builder's new verify key).
 *
 * @param int          $post_id Post id.
 * @param WP_Post|null $post    The post, when the hook passes it.
 */
function author_site_newsletter_flush_for_post( $post_id, $post = null ) {
	$type = $post instanceof WP_Post ? $post->post_type : get_post_type( $post_id );
	if ( AUTHOR_SITE_NEWSLETTER_POST_TYPE === $type ) {
		author_site_newsletter_flush();
	}
}
add_action( 'save_post_' . AUTHOR_SITE_NEWSLETTER_POST_TYPE, 'author_site_newsletter_flush_for_post', 10, 2 );
add_action( 'trashed_post', 'author_site_newsletter_flush_for_post' );
add_action( 'untrashed_post', 'author_site_newsletter_flush_for_post' );
add_action( 'deleted_post', 'author_site_newsletter_flush_for_post', 10, 2 );

/**
 * Forgets the cached form when a form's meta changes: the verify key
 * `_ctct_verify_key` and the field settings the input names are hashed from.
 *
 * @param int|int[] $meta_ids  Meta id(s).
 * @param int       $object_id Post id (0 when deleted for all posts).
 */
function author_site_newsletter_flush_for_meta( $meta_ids, $object_id ) {
	if ( ! $object_id ) {
		author_site_newsletter_flush();
		return;
	}
	author_site_newsletter_flush_for_post( (int) $object_id );
}
foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $author_site_hook ) {
	add_action( $author_site_hook, 'author_site_newsletter_flush_for_meta', 10, 2 );
}
unset( $author_site_hook );

/**
 * The request's HTTP method, upper case.
 *
 * @return string
 */
function author_site_newsletter_method() {
	return isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
}

/**
 * Sends a JSON answer for the configuration file and ends the request.
 * No caching by browsers or proxies without asking again (`no-cache`):
 * `time` is stamped per request and the verify key changes whenever the form
 * is saved. Nothing in it is private, so no `no-store`.
 *
 * @param int   $status HTTP status.
 * @param array $body   The answer.
 */
function author_site_newsletter_send( $status, $body ) {
	status_header( $status );
	header( 'Content-Type: application/json; charset=UTF-8' );
	header( 'Cache-Control: no-cache' );
	header( 'X-Robots-Tag: noindex' );
	send_nosniff_header();
	if ( 405 === $status ) {
		header( 'Allow: GET, HEAD' );
	}
	if ( 'HEAD' !== author_site_newsletter_method() ) {
		echo wp_json_encode( $body ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON, encoded by wp_json_encode().
	}
	exit;
}

/**
 * Answers `/constant-contact-config.json` (below the home URL's path) before
 * WordPress reads the URL: the configuration, or 404 JSON
 * `newsletter_not_configured` when there is none.
 *
 * @param bool $parse Whether WordPress should parse the request.
 * @return bool
 */
function author_site_newsletter_serve( $parse ) {
	if ( AUTHOR_SITE_NEWSLETTER_PATH !== author_site_request_path() ) {
		return $parse;
	}
	if ( ! in_array( author_site_newsletter_method(), array( 'GET', 'HEAD' ), true ) ) {
		author_site_newsletter_send(
			405,
			array(
				'code'    => 'method_not_allowed',
				'message' => __( 'Only GET and HEAD are allowed here.', 'author-site' ),
			)
		);
	}
	$config = author_site_newsletter_config();
	if ( null === $config ) {
		author_site_newsletter_send(
			404,
			array(
				'code'    => 'newsletter_not_configured',
				'message' => __( 'No Constant Contact form is available for the newsletter.', 'author-site' ),
			)
		);
	}
	author_site_newsletter_send( 200, $config );
	return $parse;
}
add_filter( 'do_parse_request', 'author_site_newsletter_serve', 1 );

/**
 * Constant Contact Forms loads its form script and stylesheet on every
 * front-end page. The theme's pages never show the plugin's own form (the
 * app sends signups itself), so they are not loaded there.
 */
function author_site_newsletter_dequeue_plugin_assets() {
	if ( ! author_site_is_app_view() ) {
		return;
	}
	wp_dequeue_script( 'ctct_frontend_forms' );
	wp_dequeue_style( 'ctct_form_styles' );
}
add_action( 'wp_enqueue_scripts', 'author_site_newsletter_dequeue_plugin_assets', 100 );
