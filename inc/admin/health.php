<?php
/**
 * Appearance → Content Health: tells the author, in plain words, what the site
 * will show from her five content pages (which sections it found, which are
 * missing or empty, misspelled marker names, markers typed into a paragraph,
 * values the site will not use) and whether events, the newsletter and the
 * contact form are connected.
 *
 * The analysis is in pure functions (author_site_health_analyze() and the
 * *_check() helpers: data in, findings out); the screen only renders them.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The screen's slug under Appearance. */
const AUTHOR_SITE_HEALTH_SLUG = 'author-site-health';

/**
 * The first few words of a text, with "…" when there are more.
 *
 * @param string $text  Plain text.
 * @param int    $count How many words.
 * @return string
 */
function author_site_health_first_words( $text, $count = 8 ) {
	$words = preg_split( '/\s+/u', author_site_trim( $text ), -1, PREG_SPLIT_NO_EMPTY );
	if ( ! $words ) {
		return '';
	}
	return implode( ' ', array_slice( $words, 0, $count ) ) . ( count( $words ) > $count ? ' …' : '' );
}

/**
 * The known name closest to an unknown one (Levenshtein distance), or null
 * when none is close enough to be a likely misspelling.
 *
 * @param string   $name  The unknown name.
 * @param string[] $known The page's section names.
 * @return string|null
 */
function author_site_health_closest_name( $name, array $known ) {
	$best     = null;
	$distance = PHP_INT_MAX;
	foreach ( $known as $candidate ) {
		$d = levenshtein( $name, $candidate );
		if ( $d < $distance ) {
			$best     = $candidate;
			$distance = $d;
		}
	}
	// A misspelling changes a few letters: at most a third of the longer name, and at least 2.
	$limit = max( 2, (int) floor( max( strlen( $name ), strlen( (string) $best ) ) / 3 ) );
	return null !== $best && $distance <= $limit ? $best : null;
}

/**
 * Section markers typed into a paragraph, in the order found: the editor
 * stores them escaped (`&lt;!-- section:x --&gt;`), WordPress turns their
 * `--` into dashes, and they reach the reader as text, not as markers
 * (contract §1; recording pages-extra-typed-markers-in-paragraphs).
 *
 * @param string $html Rendered page content.
 * @return string[] Their names, lower case, each once (closing markers included).
 */
function author_site_health_typed_markers( $html ) {
	$text = author_site_html_to_text( $html );
	preg_match_all( '/<!\s*(?:-|\x{2013}|\x{2014})+\s*\/?\s*section\s*:\s*([a-z0-9_]+)\s*(?:-|\x{2013}|\x{2014})*\s*>/iu', $text, $matches );
	return array_values( array_unique( array_map( 'strtolower', $matches[1] ) ) );
}

/**
 * What the site will make of one content page's rendered content.
 *
 * @param string $html Rendered page content (`content.rendered`).
 * @param string $page Page key (home, books, about, events, contact).
 * @return array{found:array,missing:string[],empty:string[],unknown:array,typed:string[],rejected:array}
 *     found: list of {name, words} (words '' for an optional section left empty);
 *     missing: names with no marker (the built-in text shows), except those
 *     an unknown name is likely a misspelling of;
 *     empty: names whose section has no text (the built-in text shows);
 *     unknown: list of {name, closest, missing} for marker names this page
 *     does not use (closest: the likely intended name or null; missing: whether
 *     that name's own marker is missing);
 *     typed: names of markers typed into a paragraph;
 *     rejected: list of {name, value, rule} for values the site will not use.
 */
function author_site_health_analyze( $html, $page ) {
	$schema   = author_site_read_json( 'src/content/schema.json' );
	$rules    = $schema['sections'][ $page ] ?? array();
	$sections = author_site_parse_sections( (string) $html );
	$defaults = author_site_default_content();
	$findings = array(
		'found'    => array(),
		'missing'  => array(),
		'empty'    => array(),
		'unknown'  => array(),
		'typed'    => author_site_health_typed_markers( (string) $html ),
		'rejected' => array(),
	);
	foreach ( $rules as $name => list( $path, $rule ) ) {
		if ( ! isset( $sections[ $name ] ) ) {
			$findings['missing'][] = $name;
			continue;
		}
		$text = $sections[ $name ]['text'];
		$url  = 'url' === $rule ? author_site_apply_rule( $rule, $sections, $name ) : null;
		if ( '' === $text && ( 'url' !== $rule || null === $url ) ) {
			$default = $defaults[ $page ] ?? array();
			foreach ( explode( '.', $path ) as $key ) {
				$default = is_array( $default ) && isset( $default[ $key ] ) ? $default[ $key ] : '';
			}
			// A section whose built-in value is empty too (the contact email and phone) may stay empty.
			if ( '' !== $default ) {
				$findings['empty'][] = $name;
				continue;
			}
		}
		$findings['found'][] = array(
			'name'  => $name,
			'words' => author_site_health_first_words( 'url' === $rule && null !== $url ? $url : $text ),
		);
		if ( '' !== $text && in_array( $rule, array( 'url', 'email' ), true ) && null === author_site_apply_rule( $rule, $sections, $name ) ) {
			$findings['rejected'][] = array(
				'name'  => $name,
				'value' => author_site_health_first_words( $text, 12 ),
				'rule'  => $rule,
			);
		}
	}
	foreach ( array_keys( $sections ) as $name ) {
		if ( ! isset( $rules[ $name ] ) ) {
			$closest               = author_site_health_closest_name( $name, array_keys( $rules ) );
			$findings['unknown'][] = array(
				'name'    => $name,
				'closest' => $closest,
				// Whether the closest name's own marker is missing (its built-in text shows).
				'missing' => in_array( $closest, $findings['missing'], true ),
			);
		}
	}
	// A misspelled marker is one problem, not two: its section is not also listed as missing.
	$misspelled          = array_column( $findings['unknown'], 'closest' );
	$findings['missing'] = array_values( array_diff( $findings['missing'], $misspelled ) );
	return $findings;
}

/**
 * One content page's state: whether visitors can read it and, when they can,
 * the findings of author_site_health_analyze() on the same answer the site gets.
 *
 * @param string $page Page key.
 * @return array{page:string,slug:string,post:WP_Post|null,state:string,findings:array|null}
 *     state: missing, unpublished, protected or published.
 */
function author_site_health_page_report( $page ) {
	$slugs  = author_site_content_slugs();
	$slug   = $slugs[ $page ];
	$post   = author_site_find_content_page( $slug );
	$report = array(
		'page'     => $page,
		'slug'     => $slug,
		'post'     => $post,
		'state'    => 'missing',
		'findings' => null,
	);
	if ( ! $post ) {
		return $report;
	}
	if ( 'publish' !== $post->post_status ) {
		$report['state'] = 'unpublished';
		return $report;
	}
	if ( '' !== $post->post_password ) {
		$report['state'] = 'protected';
		return $report;
	}
	$answer             = author_site_rest_answer( author_site_page_path( $page ) );
	$rendered           = $answer[0]['content']['rendered'] ?? '';
	$report['state']    = 'published';
	$report['findings'] = author_site_health_analyze( is_string( $rendered ) ? $rendered : '', $page );
	return $report;
}

/**
 * The events: whether The Events Calendar answers and how many upcoming
 * events the site gets from it (those starting after $now).
 *
 * @param bool       $active Whether the events route exists.
 * @param mixed      $answer The events REST answer's data.
 * @param int        $now    Unix time.
 * @return array{active:bool,upcoming:int}
 */
function author_site_health_events_check( $active, $answer, $now ) {
	$upcoming = 0;
	if ( $active && is_array( $answer ) && isset( $answer['events'] ) && is_array( $answer['events'] ) ) {
		foreach ( array_filter( array_map( 'author_site_map_event', $answer['events'] ) ) as $event ) {
			$upcoming += $event['start'] > $now ? 1 : 0;
		}
	}
	return array(
		'active'   => (bool) $active,
		'upcoming' => $upcoming,
	);
}

/**
 * The newsletter: the plugin, the form and the configuration the site serves.
 *
 * @param bool       $plugin  Whether Constant Contact Forms is usable.
 * @param int        $form_id The form the site uses (0: none).
 * @param array|null $config  author_site_newsletter_config().
 * @return array{plugin:bool,form:int,valid:bool,verify_empty:bool}
 */
function author_site_health_newsletter_check( $plugin, $form_id, $config ) {
	$valid = is_array( $config ) && ! empty( $config['formId'] ) && ! empty( $config['fields']['email'] );
	return array(
		'plugin'       => (bool) $plugin,
		'form'         => $plugin ? (int) $form_id : 0,
		'valid'        => $valid,
		'verify_empty' => $valid && '' === ( $config['verify'] ?? '' ),
	);
}

/**
 * The contact form: WPForms, the mapping in the settings, the form, and
 * whether its subject dropdown offers exactly the site's subjects.
 *
 * @param bool       $plugin   Whether WPForms is active.
 * @param array|null $mapping  author_site_wpforms_config() (null: not mapped).
 * @param array|null $form     The mapped form's data (its decoded post content), null when it does not exist.
 * @param string[]   $subjects The site's subjects.
 * @return array{plugin:bool,mapped:bool,exists:bool,subjects:string,choices:string[]}
 *     subjects: ok, not-mapped (no subject field set), no-field (the field is
 *     not in the form), not-dropdown, different; '' when there is no form to check.
 */
function author_site_health_contact_check( $plugin, $mapping, $form, array $subjects ) {
	$check = array(
		'plugin'   => (bool) $plugin,
		'mapped'   => is_array( $mapping ),
		'exists'   => is_array( $mapping ) && is_array( $form ),
		'subjects' => '',
		'choices'  => array(),
	);
	if ( ! $check['exists'] ) {
		return $check;
	}
	$field_id = $mapping['fields']['subject'] ?? 0;
	$field    = $field_id ? ( $form['fields'][ $field_id ] ?? null ) : null;
	if ( ! $field_id ) {
		$check['subjects'] = 'not-mapped';
	} elseif ( ! is_array( $field ) ) {
		$check['subjects'] = 'no-field';
	} elseif ( 'select' !== ( $field['type'] ?? '' ) ) {
		$check['subjects'] = 'not-dropdown';
	} else {
		foreach ( (array) ( $field['choices'] ?? array() ) as $choice ) {
			$check['choices'][] = is_array( $choice ) ? trim( (string) ( $choice['label'] ?? '' ) ) : '';
		}
		$check['subjects'] = $check['choices'] === array_values( $subjects ) ? 'ok' : 'different';
	}
	return $check;
}

/**
 * A WPForms form's data, or null when there is no such form.
 *
 * @param int $form_id Form id.
 * @return array|null
 */
function author_site_health_wpforms_form( $form_id ) {
	$post = $form_id ? get_post( $form_id ) : null;
	if ( ! $post || 'wpforms' !== $post->post_type || 'trash' === $post->post_status ) {
		return null;
	}
	$data = json_decode( $post->post_content, true );
	return is_array( $data ) ? $data : array();
}

/**
 * The three connections, checked against this site.
 *
 * @return array{events:array,newsletter:array,contact:array}
 */
function author_site_health_services() {
	$events_active = author_site_events_route_exists();
	$newsletter    = author_site_newsletter_plugin_usable();
	$mapping       = author_site_wpforms_config();
	return array(
		'events'     => author_site_health_events_check(
			$events_active,
			$events_active ? author_site_rest_answer( author_site_events_path() ) : null,
			time()
		),
		'newsletter' => author_site_health_newsletter_check(
			$newsletter,
			$newsletter ? author_site_newsletter_form_id() : 0,
			author_site_newsletter_config()
		),
		'contact'    => author_site_health_contact_check(
			function_exists( 'wpforms' ),
			$mapping,
			$mapping ? author_site_health_wpforms_form( $mapping['formId'] ) : null,
			author_site_contact_subjects()
		),
	);
}

/**
 * Adds Appearance → Content Health.
 */
function author_site_health_menu() {
	add_theme_page(
		__( 'Content Health', 'author-site' ),
		__( 'Content Health', 'author-site' ),
		'edit_theme_options',
		AUTHOR_SITE_HEALTH_SLUG,
		'author_site_health_render'
	);
}
add_action( 'admin_menu', 'author_site_health_menu' );
add_action( 'load-appearance_page_' . AUTHOR_SITE_HEALTH_SLUG, 'author_site_health_blocked_clear' );

/**
 * One line of the screen: a mark (fine or to look at) and its text, already escaped.
 *
 * @param bool   $ok    Whether all is well.
 * @param string $html  The line's escaped HTML.
 * @param array  $attrs Extra data attributes (name → value).
 */
function author_site_health_line( $ok, $html, array $attrs = array() ) {
	$data = '';
	foreach ( $attrs as $name => $value ) {
		$data .= sprintf( ' data-%s="%s"', esc_attr( $name ), esc_attr( $value ) );
	}
	printf(
		'<li class="author-site-health__%1$s"%2$s><span class="dashicons dashicons-%3$s" aria-hidden="true"></span> %4$s</li>',
		$ok ? 'ok' : 'warning',
		$data, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		$ok ? 'yes-alt' : 'warning',
		$html // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the caller.
	);
}

/**
 * A section name as the author types it, for a sentence.
 *
 * @param string $name Section name.
 * @return string Escaped HTML.
 */
function author_site_health_code( $name ) {
	return '<code>' . esc_html( $name ) . '</code>';
}

/**
 * The problems found on a published page, one line each.
 *
 * @param array $findings author_site_health_analyze().
 */
function author_site_health_render_problems( array $findings ) {
	foreach ( $findings['missing'] as $name ) {
		/* translators: %s: section name. */
		$text = sprintf( esc_html__( '%s is not on this page, so the site shows the built-in text for it.', 'author-site' ), author_site_health_code( $name ) );
		author_site_health_line( false, $text, array( 'kind' => 'missing', 'section' => $name ) );
	}
	foreach ( $findings['empty'] as $name ) {
		/* translators: %s: section name. */
		$text = sprintf( esc_html__( '%s is empty, so the site shows the built-in text for it.', 'author-site' ), author_site_health_code( $name ) );
		author_site_health_line( false, $text, array( 'kind' => 'empty', 'section' => $name ) );
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
		author_site_health_line( false, $text, array( 'kind' => 'typed', 'section' => $name ) );
	}
	foreach ( $findings['rejected'] as $rejected ) {
		$text = 'url' === $rejected['rule']
			/* translators: 1: section name, 2: what it holds. */
			? esc_html__( '%1$s holds “%2$s”, which is not a web address starting with http:// or https://, so the site keeps the built-in link.', 'author-site' )
			/* translators: 1: section name, 2: what it holds. */
			: esc_html__( '%1$s holds “%2$s”, which is not an email address, so the site shows the contact email from the settings.', 'author-site' );
		author_site_health_line( false, sprintf( $text, author_site_health_code( $rejected['name'] ), esc_html( $rejected['value'] ) ), array( 'kind' => 'rejected', 'section' => $rejected['name'] ) );
	}
}

/**
 * How many problems the findings hold.
 *
 * @param array $findings author_site_health_analyze().
 * @return int
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
 *
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
			__( 'There is no page %1$s, so the site shows the built-in text here. The theme creates it with the built-in text when it is activated: switch to another theme and back under %2$s. Or %3$s with the slug %1$s.', 'author-site' ),
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
		printf(
			'<details><summary>%s</summary><ul class="author-site-health__found">',
			/* translators: %d: number of sections. */
			esc_html( sprintf( _n( '%d section the site uses', '%d sections the site uses', count( $report['findings']['found'] ), 'author-site' ), count( $report['findings']['found'] ) ) )
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

/**
 * The connections' part of the screen: events, newsletter, contact form.
 *
 * @param array $services author_site_health_services().
 */
function author_site_health_render_services( array $services ) {
	$events = $services['events'];
	echo '<section class="author-site-health__page card" data-health-service="events"><h2>' . esc_html__( 'Events', 'author-site' ) . '</h2><ul class="author-site-health__list">';
	if ( ! $events['active'] ) {
		author_site_health_line( false, esc_html__( 'The Events Calendar is not active, so the Events page can only show the built-in event. Install and activate it under Plugins to list your own events.', 'author-site' ) );
	} elseif ( 0 === $events['upcoming'] ) {
		author_site_health_line( true, esc_html__( 'The Events Calendar is active.', 'author-site' ) );
		author_site_health_line( false, esc_html__( 'There are no upcoming events. Add one under Events → Add New.', 'author-site' ) );
	} else {
		author_site_health_line( true, esc_html__( 'The Events Calendar is active.', 'author-site' ) );
		/* translators: %d: number of events. */
		author_site_health_line( true, esc_html( sprintf( _n( '%d upcoming event is on the site.', '%d upcoming events are on the site.', $events['upcoming'], 'author-site' ), $events['upcoming'] ) ) );
	}
	echo '</ul></section>';

	$newsletter = $services['newsletter'];
	echo '<section class="author-site-health__page card" data-health-service="newsletter"><h2>' . esc_html__( 'Newsletter', 'author-site' ) . '</h2><ul class="author-site-health__list">';
	if ( ! $newsletter['plugin'] ) {
		author_site_health_line( false, esc_html__( 'Constant Contact Forms is not active, so the newsletter sign-up can’t send anything. Install and activate it under Plugins.', 'author-site' ) );
	} elseif ( ! $newsletter['form'] ) {
		author_site_health_line( true, esc_html__( 'Constant Contact Forms is active.', 'author-site' ) );
		author_site_health_line( false, esc_html__( 'There is no published Constant Contact form yet. Create one under Contact Form → Add New.', 'author-site' ) );
	} else {
		author_site_health_line( true, esc_html__( 'Constant Contact Forms is active.', 'author-site' ) );
		/* translators: 1: form title, 2: form id. */
		author_site_health_line( true, esc_html( sprintf( __( 'Sign-ups go to the form “%1$s” (#%2$d).', 'author-site' ), get_the_title( $newsletter['form'] ), $newsletter['form'] ) ) );
		if ( ! $newsletter['valid'] ) {
			author_site_health_line( false, esc_html__( 'The site can’t read that form: it needs an Email field. Open the form, check its fields and save it.', 'author-site' ) );
		} elseif ( $newsletter['verify_empty'] ) {
			author_site_health_line( false, esc_html__( 'The form has no security key yet, so sign-ups may be refused. Open the form and save it once.', 'author-site' ) );
		} else {
			author_site_health_line( true, esc_html__( 'The site reads the form and can send sign-ups.', 'author-site' ) );
		}
	}
	echo '</ul></section>';

	$contact = $services['contact'];
	echo '<section class="author-site-health__page card" data-health-service="contact"><h2>' . esc_html__( 'Contact form', 'author-site' ) . '</h2><ul class="author-site-health__list">';
	if ( ! $contact['plugin'] ) {
		author_site_health_line( false, esc_html__( 'WPForms is not active, so the Contact page offers an email link instead of a form.', 'author-site' ) );
	} else {
		author_site_health_line( true, esc_html__( 'WPForms is active.', 'author-site' ) );
	}
	if ( ! $contact['mapped'] ) {
		author_site_health_line( false, esc_html__( 'No WPForms form is chosen in the theme’s settings, so the Contact page offers an email link instead of a form.', 'author-site' ) );
	} elseif ( ! $contact['exists'] ) {
		author_site_health_line( false, esc_html__( 'The form chosen in the theme’s settings no longer exists. Choose another one.', 'author-site' ) );
	} else {
		author_site_health_line( true, esc_html__( 'Messages go to the form chosen in the theme’s settings.', 'author-site' ) );
		$subjects = array(
			'ok'           => array( true, __( 'Its Subject dropdown offers the site’s seven subjects.', 'author-site' ) ),
			'not-mapped'   => array( false, __( 'No Subject field is chosen in the settings, so messages arrive without their subject.', 'author-site' ) ),
			'no-field'     => array( false, __( 'The Subject field chosen in the settings is not in the form.', 'author-site' ) ),
			'not-dropdown' => array( false, __( 'The Subject field is not a Dropdown, so the form can’t check the subject visitors pick.', 'author-site' ) ),
			/* translators: 1: the form's choices, 2: the site's subjects. */
			'different'    => array( false, sprintf( __( 'Its Subject dropdown offers “%1$s”, but the site offers “%2$s”. Messages with a subject the form doesn’t know are refused: give the dropdown the same choices.', 'author-site' ), implode( '”, “', $contact['choices'] ), implode( '”, “', author_site_contact_subjects() ) ) ),
		);
		if ( isset( $subjects[ $contact['subjects'] ] ) ) {
			author_site_health_line( $subjects[ $contact['subjects'] ][0], esc_html( $subjects[ $contact['subjects'] ][1] ) );
		}
	}
	echo '</ul></section>';
}

/**
 * The screen.
 */
function author_site_health_render() {
	if ( ! current_user_can( 'edit_theme_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'author-site' ), 403 );
	}
	$reports = array_map( 'author_site_health_page_report', array_keys( author_site_content_slugs() ) );
	?>
	<div class="wrap author-site-health">
		<style>
			.author-site-health .card { max-width: 56rem; }
			.author-site-health__slug { font-weight: 400; color: #646970; font-size: 13px; margin-left: .5em; }
			.author-site-health__list li { display: flex; gap: .4em; align-items: flex-start; }
			.author-site-health__ok .dashicons { color: #00a32a; }
			.author-site-health__warning .dashicons { color: #dba617; }
			.author-site-health__found li { margin-left: 1.5em; list-style: disc; }
		</style>
		<h1><?php esc_html_e( 'Content Health', 'author-site' ); ?></h1>
		<p><?php esc_html_e( 'What your site will show from your five text pages, and whether events, the newsletter and the contact form are connected. This screen only looks; it changes nothing but, when you ask, its list of blocked scripts.', 'author-site' ); ?></p>
		<h2><?php esc_html_e( 'Your text pages', 'author-site' ); ?></h2>
		<?php array_map( 'author_site_health_render_page', $reports ); ?>
		<h2><?php esc_html_e( 'Connections', 'author-site' ); ?></h2>
		<?php author_site_health_render_services( author_site_health_services() ); ?>
		<p><a href="<?php echo esc_url( admin_url( 'themes.php?page=author-site' ) ); ?>"><?php esc_html_e( 'Connect the forms in the Author Site settings', 'author-site' ); ?></a></p>
		<h2><?php esc_html_e( 'Security', 'author-site' ); ?></h2>
		<?php
		if ( isset( $_GET['author-site-cleared'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only says what was done.
			echo '<div class="notice notice-success inline"><p>' . esc_html__( 'The list of blocked scripts was cleared.', 'author-site' ) . '</p></div>';
		}
		author_site_health_render_blocked();
		?>
	</div>
	<?php
}
