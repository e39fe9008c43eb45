<?php
/**
 * Content Health's lines and each content page's part of the screen.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The screen's slug under Appearance. */
const AUTHOR_SITE_HEALTH_SLUG = 'author-site-health';

/**
 * One line of the screen, its text in one span: in the flex row a bare
 * `<code>` would be a column of its own.
 */
function author_site_health_line( $ok, $html, array $attrs = array() ) {
	$data = '';
	foreach ( $attrs as $name => $value ) {
		$data .= sprintf( ' data-%s="%s"', esc_attr( $name ), esc_attr( $value ) );
	}
	printf(
		'<li class="author-site-health__%1$s"%2$s><span class="dashicons dashicons-%3$s" aria-hidden="true"></span> <span>%4$s</span></li>',
		$ok ? 'ok' : 'warning',
		$data, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		$ok ? 'yes-alt' : 'warning',
		$html // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the caller.
	);
}

/**
 * A section name as the author types it, for a sentence.
 * @return string Escaped HTML.
 */
function author_site_health_code( $name ) {
	return '<code>' . esc_html( $name ) . '</code>';
}

/**
 * The problems found on a published page, one line each.
 * @param array $findings author_site_health_analyze().
 */
function author_site_health_render_problems( array $findings ) {
	foreach ( $findings['missing'] as $name ) {
		/* translators: %s: section name. */
		$text = sprintf( esc_html__( '%s is not on this page, so the site shows the built-in text for it.', 'author-site' ), author_site_health_code( $name ) );
		author_site_health_line(
			false,
			$text,
			array(
				'kind'    => 'missing',
				'section' => $name,
			)
		);
	}
	foreach ( $findings['empty'] as $name ) {
		/* translators: %s: section name. */
		$text = sprintf( esc_html__( '%s is empty, so the site shows the built-in text for it.', 'author-site' ), author_site_health_code( $name ) );
		author_site_health_line(
			false,
			$text,
			array(
				'kind'    => 'empty',
				'section' => $name,
			)
		);
	}
	foreach ( $findings['unknown'] as $unknown ) {
		$text = null === $unknown['closest'] || ! $unknown['missing']
			/* translators: %s: section name. */
			? sprintf( esc_html__( 'This page has no section called %s, so the site ignores the text after it. Is the name spelled right?', 'author-site' ), author_site_health_code( $unknown['name'] ) )
			/* translators: 1: the name as written, 2: the closest section name. */
			: sprintf( esc_html__( 'This page has no section called %1$s, so the site ignores the text after it. Did you mean %2$s? Until then the site shows the built-in text for %2$s.', 'author-site' ), author_site_health_code( $unknown['name'] ), author_site_health_code( $unknown['closest'] ) );
		author_site_health_line(
			false,
			$text,
			array(
				'kind'    => 'unknown',
				'section' => $unknown['name'],
				'closest' => (string) $unknown['closest'],
			)
		);
	}
	foreach ( $findings['typed'] as $name ) {
		/* translators: %s: section name. */
		$text = sprintf( esc_html__( 'The marker for %s was typed into a paragraph, so it is ordinary text, not a marker. Put it in its own Custom HTML block instead.', 'author-site' ), author_site_health_code( $name ) );
		author_site_health_line(
			false,
			$text,
			array(
				'kind'    => 'typed',
				'section' => $name,
			)
		);
	}
	foreach ( $findings['rejected'] as $rejected ) {
		$text = 'url' === $rejected['rule']
			/* translators: 1: section name, 2: what it holds. */
			? esc_html__( '%1$s holds “%2$s”, which is not a web address starting with http:// or https://, so the site keeps the built-in link.', 'author-site' )
			/* translators: 1: section name, 2: what it holds. */
			: esc_html__( '%1$s holds “%2$s”, which is not an email address, so the site shows the contact email from the settings.', 'author-site' );
		author_site_health_line(
			false,
			sprintf( $text, author_site_health_code( $rejected['name'] ), esc_html( $rejected['value'] ) ),
			array(
				'kind'    => 'rejected',
				'section' => $rejected['name'],
			)
		);
	}
}

/**
 * How many problems the findings hold.
 * @param array $findings author_site_health_analyze().
 */
function author_site_health_problem_count( array $findings ) {
	$count = 0;
	foreach ( array( 'missing', 'empty', 'unknown', 'typed', 'rejected' ) as $kind ) {
		$count += count( $findings[ $kind ] );
	}
	return $count;
}

/**
 * One content page's part of the screen.
 * @param array $report author_site_health_page_report().
 */
function author_site_health_render_page( array $report ) {
	$labels = author_site_page_labels();
	$post   = $report['post'];
	$edit   = $post ? get_edit_post_link( $post->ID ) : null;
	if ( $post && 'trash' === $post->post_status ) {
		$edit = admin_url( 'edit.php?post_status=trash&post_type=page' );
	}
	echo '<section class="author-site-health__page card" data-health-page="' . esc_attr( $report['page'] ) . '" data-state="' . esc_attr( $report['state'] ) . '">';
	printf(
		'<h2>%1$s <span class="author-site-health__slug">%2$s</span></h2>',
		/* translators: %s: page label (Home, Books …). */
		esc_html( sprintf( __( '%s page', 'author-site' ), $labels[ $report['page'] ] ) ),
		esc_html( $report['slug'] )
	);
	if ( $edit ) {
		printf( '<p><a class="button" href="%1$s">%2$s</a></p>', esc_url( $edit ), esc_html__( 'Edit page', 'author-site' ) );
	}
	echo '<ul class="author-site-health__list">';
	if ( 'missing' === $report['state'] ) {
		$text = sprintf(
			/* translators: 1: page slug, 2: link to Appearance → Themes, 3: link to add a page. */
			esc_html__( 'There is no page %1$s, so the site shows the built-in text here. The theme creates it with the built-in text when it is activated: switch to another theme and back under %2$s. Or %3$s with the slug %1$s.', 'author-site' ),
			'<code>' . esc_html( $report['slug'] ) . '</code>',
			'<a href="' . esc_url( admin_url( 'themes.php' ) ) . '">' . esc_html__( 'Appearance → Themes', 'author-site' ) . '</a>',
			'<a href="' . esc_url( admin_url( 'post-new.php?post_type=page' ) ) . '">' . esc_html__( 'add a page', 'author-site' ) . '</a>'
		);
		author_site_health_line( false, $text, array( 'kind' => 'no-page' ) );
	} elseif ( 'unpublished' === $report['state'] ) {
		$status = get_post_status_object( $post->post_status );
		/* translators: %s: the page's status (Draft, Trash …). */
		$text = sprintf( esc_html__( 'This page is not published (%s), so visitors can’t see it and the site shows the built-in text. Publish it to use your text.', 'author-site' ), esc_html( $status ? $status->label : $post->post_status ) );
		author_site_health_line( false, $text, array( 'kind' => 'unpublished' ) );
	} elseif ( 'protected' === $report['state'] ) {
		author_site_health_line( false, esc_html__( 'This page has a password, so the site can’t read it and shows the built-in text. Set its visibility to Public.', 'author-site' ), array( 'kind' => 'protected' ) );
	} else {
		$findings = $report['findings'];
		if ( 0 === author_site_health_problem_count( $findings ) ) {
			author_site_health_line( true, esc_html__( 'Every section is there and the site uses your text.', 'author-site' ), array( 'kind' => 'all-good' ) );
		}
		author_site_health_render_problems( $findings );
	}
	echo '</ul>';
	if ( ! empty( $report['findings']['found'] ) ) {
		$sections = count( $report['findings']['found'] );
		printf(
			'<details><summary>%s</summary><ul class="author-site-health__found">',
			/* translators: %d: number of sections. */
			esc_html( sprintf( _n( '%d section the site uses', '%d sections the site uses', $sections, 'author-site' ), $sections ) )
		);
		foreach ( $report['findings']['found'] as $found ) {
			printf(
				'<li data-section="%1$s">%2$s %3$s</li>',
				esc_attr( $found['name'] ),
				author_site_health_code( $found['name'] ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
				'' === $found['words'] ? '<em>' . esc_html__( '(empty: nothing extra is shown)', 'author-site' ) . '</em>' : esc_html( $found['words'] )
			);
		}
		echo '</ul></details>';
	}
	echo '</section>';
}
