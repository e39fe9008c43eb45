<?php
/**
 * The block editor wears her look: her palette and faces as the theme's
 * theme.json data (the editor's colour and font pickers), and her custom
 * properties in the editor's canvas, which loads the theme's stylesheet.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Her palette and fonts as theme.json data, over the theme's own (it ships none). */
function author_site_look_theme_json( $theme_json ) {
	$roles   = author_site_looks_data()['roles'];
	$palette = array();
	foreach ( author_site_palette() as $role => $color ) {
		$palette[] = array(
			'slug'  => _wp_to_kebab_case( $role ),
			'name'  => $roles[ $role ]['label'],
			'color' => $color,
		);
	}
	$fonts    = author_site_looks_data()['fonts'];
	$families = array();
	foreach ( array_unique( array_values( author_site_look_fonts() ) ) as $font_id ) {
		$families[] = array(
			'slug'       => $font_id,
			'name'       => $fonts[ $font_id ]['label'],
			'fontFamily' => author_site_font_stack( $font_id, true ),
		);
	}
	return $theme_json->update_with(
		array(
			'version'  => 3,
			'settings' => array(
				'color'      => array( 'palette' => $palette ),
				'typography' => array( 'fontFamilies' => $families ),
			),
		)
	);
}
add_filter( 'wp_theme_json_data_theme', 'author_site_look_theme_json' );

/** Her custom properties and faces in the editor's canvas (the faces at once: no first paint to keep there). */
function author_site_look_editor_settings( $settings ) {
	$settings['styles']   = $settings['styles'] ?? array();
	$settings['styles'][] = array( 'css' => author_site_look_css() . ':root{' . author_site_font_declarations( true ) . '}' . author_site_font_face_css() );
	return $settings;
}
add_filter( 'block_editor_settings_all', 'author_site_look_editor_settings' );
