<?php
/**
 * Her look in the Customizer (Appearance → Customize → Look): a look to start
 * from, her own colours and fonts over it, seen in the live preview before
 * she publishes; a colour that would put a pair under WCAG 2.2 AA is refused
 * before it is saved, with the nearest colour that passes.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Adds the Look section, its settings (theme mods) and their controls. */
function author_site_customize_register( $wp_customize ) {
	$data = author_site_looks_data();
	$wp_customize->add_section(
		'author_site_look',
		array(
			'title'       => __( 'Look', 'author-site' ),
			'description' => __( 'Start from a look made for your kind of romance, then change its colours and fonts if you like. A colour that would make text hard to read is refused, with the nearest colour that reads well.', 'author-site' ),
			'priority'    => 25,
		)
	);
	$wp_customize->add_setting(
		'author_site_look',
		array(
			'default'           => $data['default'],
			'sanitize_callback' => 'author_site_sanitize_look',
			'validate_callback' => 'author_site_validate_look',
		)
	);
	$wp_customize->add_control(
		'author_site_look',
		array(
			'section' => 'author_site_look',
			'label'   => __( 'Look to start from', 'author-site' ),
			'type'    => 'radio',
			'choices' => wp_list_pluck( $data['looks'], 'label' ),
		)
	);
	foreach ( author_site_editable_roles() as $role ) {
		$id = author_site_color_mod( $role );
		$wp_customize->add_setting(
			$id,
			array(
				'default'           => '',
				'sanitize_callback' => 'author_site_sanitize_color_mod',
				'validate_callback' => 'author_site_validate_color_mod',
			)
		);
		$wp_customize->add_control(
			new WP_Customize_Color_Control(
				$wp_customize,
				$id,
				array(
					'section'     => 'author_site_look',
					'label'       => $data['roles'][ $role ]['label'],
					'description' => __( 'Empty: the look\'s own.', 'author-site' ),
				)
			)
		);
	}
	$fonts = array( '' => __( 'The look\'s own', 'author-site' ) ) + wp_list_pluck( $data['fonts'], 'label' );
	foreach ( array(
		'author_site_heading_font' => __( 'Heading font', 'author-site' ),
		'author_site_body_font'    => __( 'Body font', 'author-site' ),
	) as $id => $label ) {
		$wp_customize->add_setting(
			$id,
			array(
				'default'           => '',
				'sanitize_callback' => 'author_site_sanitize_font_mod',
			)
		);
		$wp_customize->add_control(
			$id,
			array(
				'section' => 'author_site_look',
				'label'   => $label,
				'type'    => 'select',
				'choices' => $fonts,
			)
		);
	}
}
add_action( 'customize_register', 'author_site_customize_register' );

/** A look id as stored: a bundled look, else the default. */
function author_site_sanitize_look( $value ) {
	$data = author_site_looks_data();
	return is_string( $value ) && isset( $data['looks'][ $value ] ) ? $value : $data['default'];
}

/** Her colour as stored: `#rrggbb` lower-case, or '' for the look's own. */
function author_site_sanitize_color_mod( $value ) {
	$color = sanitize_hex_color( is_string( $value ) ? trim( $value ) : '' );
	return $color && 7 === strlen( $color ) ? strtolower( $color ) : '';
}

/** A font as stored: a font of the looks file, or '' for the look's own. */
function author_site_sanitize_font_mod( $value ) {
	return author_site_font_or_null( $value ) ?? '';
}

/**
 * The palette the Customizer would publish: the look and colours posted in
 * this preview over the stored ones. Reads the posted values unsanitized, as
 * asking another setting for its value would validate it, and it this one.
 * With `$as_drawn`, a stored colour the page does not draw because it already
 * fails a pair (author_site_refused_colors()) gives way to the look's own, so
 * that a new colour is not refused for an old one's sake.
 */
function author_site_customized_palette( WP_Customize_Manager $manager, $look = null, $as_drawn = false ) {
	$posted    = $manager->unsanitized_post_values();
	$look      = $look ?? author_site_sanitize_look( $posted['author_site_look'] ?? author_site_look_id() );
	$overrides = array();
	$stored    = array();
	foreach ( author_site_editable_roles() as $role ) {
		$id = author_site_color_mod( $role );
		if ( array_key_exists( $id, $posted ) ) {
			$overrides[ $role ] = author_site_sanitize_color_mod( $posted[ $id ] );
		} else {
			$stored[ $role ] = author_site_sanitize_color_mod( get_theme_mod( $id, '' ) );
		}
	}
	if ( $as_drawn ) {
		$stored = array_merge( $stored, array_fill_keys( author_site_refused_colors( $look, $stored ), '' ) );
	}
	return author_site_palette( $look, $overrides + $stored );
}

/** A failing pair in plain words: "Text on Background is 3.10:1; it needs at least 4.5:1". */
function author_site_contrast_failure_text( array $failure ) {
	$roles = author_site_looks_data()['roles'];
	return sprintf(
		/* translators: 1: a colour's name, 2: the colour behind it, 3: their contrast ratio, 4: the least ratio WCAG 2.2 AA allows. */
		__( '%1$s on %2$s would be %3$s:1; it needs at least %4$s:1', 'author-site' ),
		$roles[ $failure[0] ]['label'],
		$roles[ $failure[1] ]['label'],
		number_format_i18n( round( $failure[2], 2 ), 2 ),
		number_format_i18n( $failure[3], 1 )
	);
}

/**
 * Refuses her colour for a role when it would put a pair under WCAG 2.2 AA,
 * naming the worst pair and its ratio, with the nearest colour that passes
 * (in the error's data, for the Customizer's "Use" button).
 */
function author_site_validate_color_mod( $validity, $value, $setting ) {
	$role  = substr( $setting->id, strlen( 'author_site_color_' ) );
	$color = author_site_sanitize_color_mod( $value );
	if ( '' !== trim( (string) $value ) && '' === $color ) {
		$validity->add( 'author_site_color', __( 'A colour is written #rrggbb, for example #5c1a2b.', 'author-site' ) );
		return $validity;
	}
	if ( '' === $color ) {
		return $validity;
	}
	$palette          = author_site_customized_palette( $setting->manager, null, true );
	$palette[ $role ] = $color;
	$failures         = author_site_contrast_failures( $palette, $role );
	if ( ! $failures ) {
		return $validity;
	}
	$suggestion = author_site_contrast_suggestion( $palette, $role );
	$message    = author_site_contrast_failure_text( $failures[0] ) . '.';
	if ( null !== $suggestion ) {
		/* translators: %s: a colour, #rrggbb. */
		$message .= ' ' . sprintf( __( 'The nearest colour that passes is %s.', 'author-site' ), $suggestion );
	}
	$validity->add( 'author_site_contrast', $message, array( 'suggestion' => $suggestion ) );
	return $validity;
}

/** Refuses a look under which one of her own colours would put a pair under WCAG 2.2 AA. */
function author_site_validate_look( $validity, $value, $setting ) {
	$failures = author_site_contrast_failures( author_site_customized_palette( $setting->manager, author_site_sanitize_look( $value ) ) );
	if ( $failures ) {
		$validity->add(
			'author_site_contrast',
			/* translators: %s: a failing pair, as "Text on Background would be 3.10:1; it needs at least 4.5:1". */
			sprintf( __( 'With this look, %s. Change or empty that colour of yours first.', 'author-site' ), author_site_contrast_failure_text( $failures[0] ) )
		);
	}
	return $validity;
}

/** The Customizer's script for the "Use" button of a refused colour. */
function author_site_customize_controls_script() {
	$file = 'assets/admin/customizer.js';
	wp_enqueue_script( 'author-site-customizer', get_theme_file_uri( $file ), array( 'customize-controls' ), (string) filemtime( get_theme_file_path( $file ) ), true );
	wp_localize_script(
		'author-site-customizer',
		'authorSiteCustomizerText',
		array(
			/* translators: %s: a colour, #rrggbb. */
			'use' => __( 'Use %s', 'author-site' ),
		)
	);
}
add_action( 'customize_controls_enqueue_scripts', 'author_site_customize_controls_script' );
