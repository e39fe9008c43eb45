<?php
/**
 * First view of an event's page.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Plain text with its line breaks as <br>. Twin: Lines. */
function author_site_lines( $text ) {
	return implode( '<br>', array_map( 'author_site_esc', explode( "\n", $text ) ) );
}

/**
 * The description's paragraphs of text and links.
 * @param array[] $paragraphs Paragraphs of runs (author_site_event_paragraphs()).
 */
function author_site_event_description( array $paragraphs ) {
	$html = '';
	foreach ( $paragraphs as $runs ) {
		$inner = '';
		foreach ( $runs as $run ) {
			$inner .= isset( $run['href'] ) ? author_site_el( 'a', array( 'href' => $run['href'] ), author_site_lines( $run['text'] ) ) : author_site_lines( $run['text'] );
		}
		$html .= author_site_el( 'p', array(), $inner );
	}
	return author_site_el( 'div', array( 'class' => 'event-page__description' ), $html );
}

/** The website button and, for an upcoming event, Add to calendar. */
function author_site_event_actions( array $event, $upcoming ) {
	$copy    = author_site_copy( 'events' );
	$website = author_site_event_website( $event );
	$parts   = array();
	if ( null !== $website ) {
		$parts[] = author_site_external_button( $website['url'], $website['online'] ? $copy['page']['joinOnline'] : $copy['page']['website'] );
	}
	if ( $upcoming ) {
		// Built here, so escaped as attributes: esc_url() would drop the data: scheme.
		$ics     = author_site_event_ics_url( $event );
		$parts[] = '<a class="button button--ghost" href="' . author_site_esc( $ics ) . '" download="' . author_site_esc( 'event-' . $event['id'] . '.ics' ) . '">' . author_site_esc( $copy['card']['icsButton'] ) . '</a>';
		$parts[] = '<a class="button button--ghost" href="' . author_site_esc( author_site_google_calendar_url( $event ) ) . '">' . author_site_esc( $copy['card']['googleButton'] ) . '</a>';
	}
	return $parts ? author_site_el( 'p', array( 'class' => 'event-page__actions' ), $parts ) : '';
}

/** Renders the current event's page. Twin: EventPage. */
function author_site_event_page() {
	$event = author_site_current_event();
	if ( null === $event ) {
		return author_site_not_found_page();
	}
	$copy     = author_site_copy( 'events', 'page' );
	$upcoming = $event['start'] > author_site_now();
	$address  = author_site_venue_lines( $event );
	$parts    = array(
		author_site_back_link( 'event-page__back', '/events', $copy['backLink'] ),
		author_site_text( 'p', array( 'class' => 'eyebrow' ), $upcoming ? $copy['upcomingEyebrow'] : $copy['pastEyebrow'] ),
		author_site_text(
			'h1',
			array(
				'id'    => 'event-title',
				'class' => 'event-page__title',
			),
			$event['title']
		),
		author_site_event_when( $event ),
	);
	if ( $address ) {
		$parts[] = author_site_el(
			'div',
			array( 'class' => 'event-card__meta' ),
			array( author_site_icon( 'map-pin' ), author_site_el( 'address', array( 'class' => 'event-page__address' ), author_site_lines( implode( "\n", $address ) ) ) )
		);
	}
	if ( ! empty( $event['image'] ) ) {
		$parts[] = author_site_event_picture( $event['image'], 'event-page__image' );
	}
	$paragraphs = author_site_event_paragraphs( $event );
	if ( $paragraphs ) {
		$parts[] = author_site_event_description( $paragraphs );
	}
	$parts[] = author_site_event_actions( $event, $upcoming );
	return author_site_section(
		array(
			'class'           => 'section event-page',
			'title_id'        => 'event-title',
			'container_class' => 'container container--narrow',
		),
		$parts
	);
}
