<?php
/**
 * Content Health's look (inc/app/looks.php): the look she chose, each colour
 * she changed beside the look's own, her fonts, and the contrast of every
 * pair with one of her colours in it, flagging a stored colour the page
 * cannot use.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Her look as Content Health shows it: {look, label, colors, invalid, fonts, pairs}.
 * `colors`: her colours that differ from the look's, each {role, label, color,
 * own, refused}; `invalid`: stored values that are not a colour, each {role,
 * label, value, own}; `fonts`: `heading` and `body`, each {font, label, hers};
 * `pairs`: every pair with one of her colours in it, worst first, each {fg, bg,
 * label, ratio, min, passes}.
 */
function author_site_health_look_report() {
	$data      = author_site_looks_data();
	$look_id   = author_site_look_id();
	$own       = author_site_palette( $look_id, array() );
	$overrides = author_site_color_overrides();
	$hers      = author_site_palette( $look_id, $overrides );
	$refused   = author_site_refused_colors( $look_id, $overrides );
	$colors    = array();
	$invalid   = array();
	foreach ( $overrides as $role => $value ) {
		$row = array(
			'role'  => $role,
			'label' => $data['roles'][ $role ]['label'],
			'own'   => $own[ $role ],
		);
		if ( null === author_site_color_channels( $value ) ) {
			$stored = is_scalar( $value ) ? trim( (string) $value ) : (string) wp_json_encode( $value );
			if ( '' !== $stored ) {
				$invalid[] = $row + array( 'value' => $stored );
			}
		} elseif ( $hers[ $role ] !== $own[ $role ] ) {
			$colors[] = $row + array(
				'color'   => $hers[ $role ],
				'refused' => in_array( $role, $refused, true ),
			);
		}
	}
	$changed = array_column( $colors, 'role' );
	$failing = array();
	foreach ( author_site_contrast_failures( $hers ) as $failure ) {
		$failing[ $failure[0] . '|' . $failure[1] ] = true;
	}
	$pairs = array();
	foreach ( $data['pairs'] as list( $fg, $bg, $min ) ) {
		if ( in_array( $fg, $changed, true ) || in_array( $bg, $changed, true ) ) {
			$pairs[] = array(
				'fg'     => $fg,
				'bg'     => $bg,
				'label'  => author_site_health_pair_label( $fg, $bg ),
				'ratio'  => author_site_contrast_ratio( $hers[ $fg ], $hers[ $bg ] ),
				'min'    => (float) $min,
				'passes' => ! isset( $failing[ $fg . '|' . $bg ] ),
			);
		}
	}
	usort( $pairs, fn( $a, $b ) => ( $a['ratio'] / $a['min'] ) <=> ( $b['ratio'] / $b['min'] ) );
	$look  = $data['looks'][ $look_id ];
	$fonts = array();
	foreach ( author_site_look_fonts() as $part => $font_id ) {
		$fonts[ $part ] = array(
			'font'  => $font_id,
			'label' => $data['fonts'][ $font_id ]['label'],
			'hers'  => $font_id !== $look[ 'heading' === $part ? 'headingFont' : 'bodyFont' ],
		);
	}
	return array(
		'look'    => $look_id,
		'label'   => $look['label'],
		'colors'  => $colors,
		'invalid' => $invalid,
		'fonts'   => $fonts,
		'pairs'   => $pairs,
	);
}

/** A pair in plain words: "Text on Background". */
function author_site_health_pair_label( $fg, $bg ) {
	$roles = author_site_looks_data()['roles'];
	/* translators: 1: a colour's name, 2: the colour behind it. */
	return sprintf( __( '%1$s on %2$s', 'author-site' ), $roles[ $fg ]['label'], $roles[ $bg ]['label'] );
}

/**
 * A colour as the screen shows it: a swatch and its `#rrggbb`.
 * @return string Escaped HTML.
 */
function author_site_health_swatch( $color ) {
	return '<span class="author-site-health__swatch" style="background:' . esc_attr( $color ) . '" aria-hidden="true"></span><code>' . esc_html( $color ) . '</code>';
}

/** A line's data attributes: its kind and the colour's role. */
function author_site_health_look_attrs( $kind, $role ) {
	return array(
		'kind' => $kind,
		'role' => $role,
	);
}

/** A contrast ratio as the Customizer's messages write it: "4.52:1". */
function author_site_health_ratio( $ratio ) {
	return number_format_i18n( round( $ratio, 2 ), 2 ) . ':1';
}

/** Prints her colours beside the look's own, one row each. */
function author_site_health_render_look_colors( array $colors ) {
	printf(
		'<table class="widefat striped author-site-health__table" data-health-look-colors><caption>%1$s</caption><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th></tr></thead><tbody>',
		esc_html__( 'Your colours', 'author-site' ),
		esc_html__( 'Colour', 'author-site' ),
		esc_html__( 'Yours', 'author-site' ),
		esc_html__( 'The look’s own', 'author-site' )
	);
	foreach ( $colors as $row ) {
		printf(
			'<tr data-role="%1$s" data-state="%2$s"><th scope="row">%3$s</th><td>%4$s</td><td>%5$s</td></tr>',
			esc_attr( $row['role'] ),
			$row['refused'] ? 'refused' : 'used',
			esc_html( $row['label'] ),
			author_site_health_swatch( $row['color'] ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
			author_site_health_swatch( $row['own'] ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		);
	}
	echo '</tbody></table>';
}

/** Prints the contrast of every pair with one of her colours in it. */
function author_site_health_render_look_pairs( array $pairs ) {
	printf(
		'<table class="widefat striped author-site-health__table" data-health-look-pairs><caption>%1$s</caption><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th><th scope="col">%5$s</th></tr></thead><tbody>',
		esc_html__( 'How easy your colours are to read (WCAG 2.2 AA)', 'author-site' ),
		esc_html__( 'Pair', 'author-site' ),
		esc_html__( 'Contrast', 'author-site' ),
		esc_html__( 'Needs at least', 'author-site' ),
		esc_html__( 'Result', 'author-site' )
	);
	foreach ( $pairs as $pair ) {
		printf(
			'<tr data-pair="%1$s" data-passes="%2$s"><th scope="row">%3$s</th><td>%4$s</td><td>%5$s</td><td class="author-site-health__%6$s"><span class="dashicons dashicons-%7$s" aria-hidden="true"></span> %8$s</td></tr>',
			esc_attr( $pair['fg'] . '/' . $pair['bg'] ),
			$pair['passes'] ? 'yes' : 'no',
			esc_html( $pair['label'] ),
			esc_html( author_site_health_ratio( $pair['ratio'] ) ),
			esc_html( number_format_i18n( $pair['min'], 1 ) . ':1' ),
			$pair['passes'] ? 'ok' : 'warning',
			$pair['passes'] ? 'yes-alt' : 'warning',
			$pair['passes'] ? esc_html__( 'Passes', 'author-site' ) : esc_html__( 'Too low', 'author-site' )
		);
	}
	echo '</tbody></table>';
}

/** Prints the look's part of the screen. */
function author_site_health_render_look() {
	$report = author_site_health_look_report();
	echo '<h2>' . esc_html__( 'Your look', 'author-site' ) . '</h2>';
	echo '<section class="author-site-health__page card" data-health-look="' . esc_attr( $report['look'] ) . '">';
	printf( '<p><a class="button" href="%1$s">%2$s</a></p>', esc_url( admin_url( 'customize.php?autofocus[section]=author_site_look' ) ), esc_html__( 'Change your look', 'author-site' ) );
	echo '<ul class="author-site-health__list">';
	/* translators: %s: the look's name. */
	author_site_health_line( true, esc_html( sprintf( __( 'Look: %s.', 'author-site' ), $report['label'] ) ), array( 'kind' => 'look' ) );
	if ( ! $report['colors'] && ! $report['invalid'] ) {
		author_site_health_line( true, esc_html__( 'You use the look’s own colours.', 'author-site' ), array( 'kind' => 'own-colors' ) );
	}
	foreach ( $report['colors'] as $row ) {
		if ( $row['refused'] ) {
			$text = sprintf(
				/* translators: 1: a colour's name, 2: her colour, 3: the look's own colour. */
				esc_html__( 'Your colour for %1$s, %2$s, makes text or a control too hard to read (see the contrast below), so the site uses the look’s own, %3$s, instead. Choose another colour in the Customizer.', 'author-site' ),
				esc_html( $row['label'] ),
				'<code>' . esc_html( $row['color'] ) . '</code>',
				'<code>' . esc_html( $row['own'] ) . '</code>'
			);
			author_site_health_line( false, $text, author_site_health_look_attrs( 'refused-color', $row['role'] ) );
		}
	}
	foreach ( $report['invalid'] as $row ) {
		$text = sprintf(
			/* translators: 1: a colour's name, 2: what is stored, 3: the look's own colour. */
			esc_html__( 'Your colour for %1$s is stored as “%2$s”, which is not a colour (#rrggbb), so the site uses the look’s own, %3$s. Choose it again in the Customizer.', 'author-site' ),
			esc_html( $row['label'] ),
			esc_html( $row['value'] ),
			'<code>' . esc_html( $row['own'] ) . '</code>'
		);
		author_site_health_line( false, $text, author_site_health_look_attrs( 'invalid-color', $row['role'] ) );
	}
	$texts = array(
		'heading' => array(
			/* translators: %s: a font's name. */
			__( 'Headings: %s, the look’s own.', 'author-site' ),
			/* translators: %s: a font's name. */
			__( 'Headings: %s, your choice.', 'author-site' ),
		),
		'body'    => array(
			/* translators: %s: a font's name. */
			__( 'Body text: %s, the look’s own.', 'author-site' ),
			/* translators: %s: a font's name. */
			__( 'Body text: %s, your choice.', 'author-site' ),
		),
	);
	foreach ( $texts as $part => $pair ) {
		$font = $report['fonts'][ $part ];
		author_site_health_line( true, esc_html( sprintf( $pair[ $font['hers'] ? 1 : 0 ], $font['label'] ) ), array( 'kind' => $part . '-font' ) );
	}
	echo '</ul>';
	if ( $report['colors'] ) {
		author_site_health_render_look_colors( $report['colors'] );
		author_site_health_render_look_pairs( $report['pairs'] );
	}
	echo '</section>';
}
