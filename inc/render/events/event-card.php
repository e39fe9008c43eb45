<?php
/**
 * An event's card in the lists.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** One event card. Twin: EventCard. */
function author_site_event_card( array $event, $upcoming = false ) {
	$copy     = author_site_copy( 'events', 'card' );
	$where    = author_site_venue_text( $event );
	$title_id = 'event-' . $event['id'];
	$hidden   = author_site_text( 'span', array( 'class' => 'visually-hidden' ), author_site_fill( $copy['hiddenTitle'], array( 'title' => $event['title'] ) ) );
	$parts    = array();
	if ( ! empty( $event['image'] ) ) {
		$parts[] = author_site_event_picture( $event['image'], 'event-card__image', true );
	}
	$parts[] = author_site_text(
		'h3',
		array(
			'id'    => $title_id,
			'class' => 'event-card__title',
		),
		$event['title']
	);
	$parts[] = author_site_event_when( $event );
	if ( '' !== $where ) {
		$parts[] = author_site_el( 'p', array( 'class' => 'event-card__meta' ), array( author_site_icon( 'map-pin' ), author_site_text( 'span', array(), $where ) ) );
	}
	if ( '' !== $event['description'] ) {
		$parts[] = author_site_text( 'p', array( 'class' => 'event-card__description' ), $event['description'] );
	}
	$website = author_site_event_website( $event );
	if ( ! empty( $event['url'] ) || null !== $website ) {
		$links = array();
		if ( ! empty( $event['url'] ) ) {
			$path    = author_site_event_app_path( $event );
			$links[] = author_site_el(
				'a',
				array(
					'class' => 'event-card__link',
					'href'  => null === $path ? $event['url'] : author_site_href( $path ),
				),
				array( author_site_esc( $copy['detailsLink'] ), $hidden )
			);
		}
		if ( null !== $website ) {
			$links[] = author_site_el(
				'a',
				array(
					'class' => 'event-card__link',
					'href'  => $website['url'],
				),
				array( author_site_esc( $website['online'] ? $copy['joinOnline'] : $copy['website'] ), $hidden )
			);
		}
		$parts[] = author_site_el( 'p', array( 'class' => 'event-card__links' ), $links );
	}
	if ( $upcoming ) {
		// Built here, so escaped as attributes: esc_url() would drop the data:
		// scheme and the encoded line breaks.
		$ics     = author_site_event_ics_url( $event );
		$parts[] = author_site_el(
			'p',
			array( 'class' => 'event-card__calendar' ),
			array(
				'<a class="button button--ghost button--small" href="' . author_site_esc( $ics ) . '" download="' . author_site_esc( 'event-' . $event['id'] . '.ics' ) . '">' . author_site_esc( $copy['icsButton'] ) . $hidden . '</a>',
				'<a class="button button--ghost button--small" href="' . author_site_esc( author_site_google_calendar_url( $event ) ) . '">' . author_site_esc( $copy['googleButton'] ) . $hidden . '</a>',
			)
		);
	}
	return author_site_el( 'li', array( 'class' => 'event-card' ), author_site_el( 'article', array( 'aria-labelledby' => $title_id ), $parts ) );
}
