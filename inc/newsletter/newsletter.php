<?php
/**
 * The newsletter's configuration, built from Constant Contact Forms' own public
 * form and cached (docs/forms.md#newsletter-configuration); the plugin's block
 * renderer answers 401 to visitors, so this is how the app learns the form.
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

/** The option holding the other forms a page names, parsed, by form id (not autoloaded). */
const AUTHOR_SITE_NEWSLETTER_FORMS_CACHE = 'author_site_newsletter_forms_cache';

/** The path of the configuration file below the home URL. */
const AUTHOR_SITE_NEWSLETTER_PATH = 'constant-contact-config.json';

/** Whether Constant Contact Forms' block and form post type are registered. */
function author_site_newsletter_plugin_usable() {
	return post_type_exists( AUTHOR_SITE_NEWSLETTER_POST_TYPE )
		&& WP_Block_Type_Registry::get_instance()->is_registered( AUTHOR_SITE_NEWSLETTER_BLOCK );
}

/**
 * The form to use: the `newsletter_form_id` setting when it is a published
 * form, else the newest published one, else 0.
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
 * The chosen form (or the one given) rendered by the plugin's own block (no
 * title) and parsed, without `time`; null when there is no form or the HTML
 * cannot be read.
 */
function author_site_newsletter_build( $form_id = null ) {
	$form_id = null === $form_id ? author_site_newsletter_form_id() : (int) $form_id;
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
 * The cached build, remade when missing or older than an hour: a safety net
 * for plugin settings that change the form without any of the hooks below.
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
 * A form a page names, built as the site's is and cached by its id in its
 * own option, with the same age limit and the same flushes.
 */
function author_site_newsletter_cached_form( $form_id ) {
	$all   = get_option( AUTHOR_SITE_NEWSLETTER_FORMS_CACHE );
	$all   = is_array( $all ) ? $all : array();
	$cache = $all[ $form_id ] ?? null;
	if ( ! is_array( $cache ) || ! isset( $cache['built'] ) || ! array_key_exists( 'config', $cache )
		|| abs( time() - (int) $cache['built'] ) > HOUR_IN_SECONDS ) {
		$cache           = author_site_newsletter_build( $form_id );
		$cache['built']  = time();
		$all[ $form_id ] = $cache;
		update_option( AUTHOR_SITE_NEWSLETTER_FORMS_CACHE, $all, false );
	}
	return is_array( $cache['config'] ) ? $cache['config'] : null;
}

/**
 * The newsletter configuration of the site's form, or of the published form
 * given (null: the site's); null without the plugin, a published form or
 * readable HTML. Cached; `time` stamped on every request.
 */
function author_site_newsletter_config( $form_id = null ) {
	if ( ! author_site_newsletter_plugin_usable() ) {
		return null;
	}
	$form_id = null === $form_id ? null : absint( $form_id );
	if ( null !== $form_id && ! isset( author_site_newsletter_published_forms()[ $form_id ] ) ) {
		return null;
	}
	if ( null === $form_id ) {
		$memo = wp_cache_get( 'config', 'author_site_newsletter', false, $found );
		if ( ! $found ) {
			$memo = author_site_newsletter_cached();
			wp_cache_set( 'config', $memo, 'author_site_newsletter' );
		}
	} else {
		$memos = wp_cache_get( 'configs', 'author_site_newsletter' );
		$memos = is_array( $memos ) ? $memos : array();
		if ( ! array_key_exists( $form_id, $memos ) ) {
			$memos[ $form_id ] = author_site_newsletter_cached_form( $form_id );
			wp_cache_set( 'configs', $memos, 'author_site_newsletter' );
		}
		$memo = $memos[ $form_id ];
	}
	if ( ! is_array( $memo ) ) {
		return null;
	}
	// `time` is stamped now: the plugin calls a signup within 5 s of `ctct_time`
	// spam, by its site-local clock (current_time( 'timestamp' )), and the app
	// holds a submit until 6 s after this arrived; a cached time would let every
	// submit through.
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

/** Keeps the per-request memo out of a persistent object cache. */
function author_site_newsletter_cache_groups() {
	wp_cache_add_non_persistent_groups( array( 'author_site_newsletter' ) );
}
add_action( 'init', 'author_site_newsletter_cache_groups', 0 );

/** Forgets the cached forms and the published forms read this request. */
function author_site_newsletter_flush() {
	delete_option( AUTHOR_SITE_NEWSLETTER_CACHE );
	delete_option( AUTHOR_SITE_NEWSLETTER_FORMS_CACHE );
	foreach ( array( 'config', 'configs', 'forms' ) as $key ) {
		wp_cache_delete( $key, 'author_site_newsletter' );
	}
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

/** Forgets the cached form when a form post is saved, trashed, restored or deleted. */
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

/** The published Constant Contact forms: id => title. */
function author_site_ctct_forms() {
	if ( ! post_type_exists( AUTHOR_SITE_NEWSLETTER_POST_TYPE ) ) {
		return array();
	}
	$forms = array();
	foreach ( get_posts(
		array(
			'post_type'        => AUTHOR_SITE_NEWSLETTER_POST_TYPE,
			'post_status'      => 'publish',
			'orderby'          => 'date',
			'order'            => 'DESC',
			'numberposts'      => 200, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- her forms, bounded, read once and cached.
			'suppress_filters' => true,
		)
	) as $post ) {
		$forms[ (int) $post->ID ] = '' === trim( $post->post_title ) ? '#' . $post->ID : $post->post_title;
	}
	return $forms;
}

/**
 * The published forms, newest first: id => title as plain text. Read once a
 * request; forgotten with the newsletter's cache (author_site_newsletter_flush()).
 */
function author_site_newsletter_published_forms() {
	$forms = wp_cache_get( 'forms', 'author_site_newsletter', false, $found );
	if ( $found && is_array( $forms ) ) {
		return $forms;
	}
	$forms = array();
	if ( post_type_exists( AUTHOR_SITE_NEWSLETTER_POST_TYPE ) ) {
		foreach ( get_posts(
			array(
				'post_type'        => AUTHOR_SITE_NEWSLETTER_POST_TYPE,
				'post_status'      => 'publish',
				'orderby'          => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'numberposts'      => 500, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- her forms, bounded, read once a request.
				'suppress_filters' => true,
			)
		) as $post ) {
			$forms[ (int) $post->ID ] = html_entity_decode( wp_strip_all_tags( $post->post_title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
	}
	wp_cache_set( 'forms', $forms, 'author_site_newsletter' );
	return $forms;
}
