<?php
/**
 * The author's WPForms forms as the settings screen and Content Health see
 * them: their fields, the contact form's fields found by type, the subjects.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The contact form's fields: key => label. */
const AUTHOR_SITE_WPFORMS_ROLES = array(
	'name'    => 'Name',
	'email'   => 'Email',
	'subject' => 'Subject',
	'message' => 'Message',
);

/** Whether WPForms (Lite or Pro) is loaded. */
function author_site_wpforms_active() {
	return function_exists( 'wpforms' );
}

/**
 * A WPForms form post → id, title, fields; the JSON read as wpforms_decode() reads it.
 * @return array|null Null when the content is not a form.
 */
function author_site_wpforms_form_from_post( $post ) {
	if ( ! $post instanceof WP_Post || '' === $post->post_content ) {
		return null;
	}
	$data = json_decode( $post->post_content, true );
	if ( ! is_array( $data ) ) {
		return null;
	}
	$data   = wp_unslash( $data );
	$fields = array();
	foreach ( isset( $data['fields'] ) && is_array( $data['fields'] ) ? $data['fields'] : array() as $key => $field ) {
		if ( ! is_array( $field ) ) {
			continue;
		}
		$id = author_site_positive_int( isset( $field['id'] ) ? (string) $field['id'] : (string) $key );
		if ( ! $id ) {
			continue;
		}
		$choices = array();
		if ( isset( $field['choices'] ) && is_array( $field['choices'] ) ) {
			foreach ( $field['choices'] as $choice ) {
				if ( is_array( $choice ) && isset( $choice['label'] ) && is_scalar( $choice['label'] ) ) {
					$choices[] = trim( (string) $choice['label'] );
				}
			}
		}
		$fields[] = array(
			'id'      => $id,
			'type'    => isset( $field['type'] ) && is_string( $field['type'] ) ? sanitize_key( $field['type'] ) : '',
			'label'   => isset( $field['label'] ) && is_scalar( $field['label'] ) ? wp_strip_all_tags( (string) $field['label'] ) : '',
			'format'  => isset( $field['format'] ) && is_string( $field['format'] ) ? sanitize_key( $field['format'] ) : '',
			'choices' => $choices,
		);
	}
	$title = isset( $data['settings']['form_title'] ) && is_scalar( $data['settings']['form_title'] )
		? (string) $data['settings']['form_title']
		: $post->post_title;
	return array(
		'id'     => (int) $post->ID,
		'title'  => '' === trim( $title ) ? '#' . $post->ID : wp_strip_all_tags( $title ),
		'fields' => $fields,
	);
}

/**
 * The published WPForms forms by id; from the `wpforms` posts while the plugin
 * is inactive, so the screen still lists them.
 */
function author_site_wpforms_forms() {
	$posts = null;
	if ( author_site_wpforms_active() ) {
		try {
			$plugin  = wpforms();
			$handler = is_object( $plugin ) && method_exists( $plugin, 'obj' ) ? $plugin->obj( 'form' ) : null;
			if ( is_object( $handler ) && method_exists( $handler, 'get' ) ) {
				$found = $handler->get( '', array( 'post_status' => 'publish' ) );
				$posts = is_array( $found ) ? $found : array();
			}
		} catch ( Throwable $e ) {
			$posts = null;
		}
	}
	if ( null === $posts ) {
		$posts = get_posts(
			array(
				'post_type'        => 'wpforms',
				'post_status'      => 'publish',
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'numberposts'      => 200, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- a settings screen's list of her forms, bounded.
				'suppress_filters' => true,
			)
		);
	}
	$forms = array();
	foreach ( $posts as $post ) {
		$form = author_site_wpforms_form_from_post( $post );
		if ( $form ) {
			$forms[ $form['id'] ] = $form;
		}
	}
	return $forms;
}

/**
 * The field ids and name format found in a form by field type, preferring a
 * dropdown labelled "Subject" and a paragraph field labelled "Message".
 * @param array $form A form from author_site_wpforms_form_from_post().
 */
function author_site_wpforms_detect( $form ) {
	$types  = array(
		'name'    => array( 'name', '' ),
		'email'   => array( 'email', '' ),
		'subject' => array( 'select', 'subject' ),
		'message' => array( 'textarea', 'message' ),
	);
	$fields = array();
	$format = 'simple';
	foreach ( $types as $role => list( $type, $label ) ) {
		$match = null;
		foreach ( $form['fields'] as $field ) {
			if ( $field['type'] !== $type ) {
				continue;
			}
			if ( null === $match ) {
				$match = $field;
			}
			if ( '' !== $label && false !== stripos( $field['label'], $label ) ) {
				$match = $field;
				break;
			}
		}
		if ( $match ) {
			$fields[ $role ] = $match['id'];
			if ( 'name' === $role ) {
				$format = author_site_wpforms_name_format( $match );
			}
		}
	}
	return array(
		'fields'      => $fields,
		'name_format' => $format,
	);
}

/**
 * The app's name format for a WPForms name field; First Middle Last is 'first-last'.
 * @param array $field A field from author_site_wpforms_form_from_post().
 */
function author_site_wpforms_name_format( $field ) {
	return 'simple' === $field['format'] ? 'simple' : 'first-last';
}

/**
 * How a dropdown's choices compare with the site's seven subjects.
 * @param array $field A field from author_site_wpforms_form_from_post().
 */
function author_site_wpforms_subject_check( $field ) {
	$subjects = author_site_contact_subjects();
	if ( 'select' !== $field['type'] ) {
		return array(
			'match' => false,
			'text'  => __( 'This field is not a dropdown, so it cannot hold the seven subjects.', 'author-site' ),
		);
	}
	if ( $field['choices'] === $subjects ) {
		return array(
			'match' => true,
			'text'  => __( 'Its choices are the site’s seven subjects, in order.', 'author-site' ),
		);
	}
	$missing = array_values( array_diff( $subjects, $field['choices'] ) );
	$extra   = array_values( array_diff( $field['choices'], $subjects ) );
	$parts   = array();
	if ( $missing ) {
		/* translators: %s: subjects, comma separated. */
		$parts[] = sprintf( __( 'missing: %s', 'author-site' ), implode( ', ', $missing ) );
	}
	if ( $extra ) {
		/* translators: %s: choices, comma separated. */
		$parts[] = sprintf( __( 'not on the site: %s', 'author-site' ), implode( ', ', $extra ) );
	}
	if ( ! $parts ) {
		$parts[] = __( 'the order differs', 'author-site' );
	}
	return array(
		'match' => false,
		/* translators: %s: what differs. */
		'text'  => sprintf( __( 'Its choices differ from the site’s seven subjects (%s). A visitor’s subject that is not a choice is refused by WPForms.', 'author-site' ), implode( '; ', $parts ) ),
	);
}
