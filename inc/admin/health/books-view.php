<?php
/**
 * Content Health's "Your books": one card per book page, with what the site
 * read and how to fix what it could not.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A format's name for the screen (null: a link for every format). */
function author_site_health_format_label( $format ) {
	$labels = array(
		'ebook'     => __( 'Ebook', 'author-site' ),
		'paperback' => __( 'Paperback', 'author-site' ),
		'hardcover' => __( 'Hardcover', 'author-site' ),
		'audiobook' => __( 'Audiobook', 'author-site' ),
	);
	return null === $format ? __( 'Every format', 'author-site' ) : ( $labels[ $format ] ?? $format );
}

/** A YYYY-MM-DD day in the site's date format. */
function author_site_health_day( $date ) {
	$utc = new DateTimeZone( 'UTC' );
	return (string) wp_date( (string) get_option( 'date_format' ), ( new DateTimeImmutable( $date, $utc ) )->getTimestamp(), $utc );
}

/**
 * What the site read from a book: label → plain text.
 * @param array $row One book of author_site_health_books_report().
 */
function author_site_health_book_facts( array $row ) {
	$book   = $row['book'];
	$series = __( 'Not in a series', 'author-site' );
	if ( '' !== $book['series'] ) {
		$series = null === $book['series_number']
			/* translators: %s: series name. */
			? sprintf( __( 'In “%s”, with no number (after the numbered books)', 'author-site' ), $book['series'] )
			/* translators: 1: number in the series, 2: series name. */
			: sprintf( __( 'Book %1$s of “%2$s”', 'author-site' ), $book['series_number'], $book['series'] );
	}
	$release = __( 'No release date: shown as available', 'author-site' );
	if ( null !== $book['release_date'] ) {
		$day      = author_site_health_day( $book['release_date'] );
		$statuses = array(
			/* translators: %s: release date. */
			'available' => sprintf( __( 'Released %s: available', 'author-site' ), $day ),
			/* translators: %s: release date. */
			'pre-order' => sprintf( __( 'Out %s: pre-order (it has store links)', 'author-site' ), $day ),
			/* translators: %s: release date. */
			'coming'    => sprintf( __( 'Coming %s (no store links yet)', 'author-site' ), $day ),
		);
		$release  = $statuses[ $row['status'] ];
	}
	$stores = array();
	foreach ( $book['buy_links'] as $link ) {
		$stores[ author_site_health_format_label( $link['format'] ) ][] = $link['store'];
	}
	$formats = array();
	foreach ( $stores as $format => $names ) {
		$formats[] = $format . ': ' . implode( ', ', array_unique( $names ) );
	}
	$isbns = array_map( fn( $isbn ) => author_site_health_format_label( $isbn['format'] ) . ': ' . $isbn['isbn'], $book['isbns'] );
	return array(
		__( 'Title', 'author-site' )              => '' === $book['title'] ? __( '(none)', 'author-site' ) : $book['title'],
		__( 'Series', 'author-site' )             => $series,
		__( 'Release', 'author-site' )            => $release,
		__( 'Formats and stores', 'author-site' ) => $formats ? implode( '; ', $formats ) : __( 'No store links', 'author-site' ),
		__( 'ISBN', 'author-site' )               => $isbns ? implode( '; ', $isbns ) : __( 'None', 'author-site' ),
		/* translators: %d: heat level, 0 to 5. */
		__( 'Heat level', 'author-site' )         => null === $book['heat_level'] ? __( 'Not given', 'author-site' ) : sprintf( __( '%d of 5', 'author-site' ), $book['heat_level'] ),
	);
}

/**
 * One of the book's problems in plain words, with how to fix it (escaped HTML).
 * @param array $problem {code, section, text} of author_site_read_book().
 */
function author_site_health_book_problem_text( array $problem ) {
	$texts = array(
		/* translators: %1$s: section name. */
		'no-title'                 => __( 'This book has no %1$s section (or it is empty), so it is not listed on the site. Add a %1$s section with the book’s title.', 'author-site' ),
		/* translators: 1: section name, 2: what it holds. */
		'unreadable-series-number' => __( '%1$s holds “%2$s”, which is not a number, so the book comes after the numbered books of its series. Write a number such as 2, or 2.5 for a novella between books 2 and 3.', 'author-site' ),
		/* translators: 1: section name, 2: what it holds. */
		'number-without-series'    => __( '%1$s is %2$s, but the book has no series section, so the number is not used. Add a series section with the series’ name, or remove the number.', 'author-site' ),
		/* translators: 1: section name, 2: what it holds. */
		'unreadable-date'          => __( '%1$s holds “%2$s”, which is not a date the site can read, so the book has no release date: it shows as available and never as coming soon. Write it as 2027-03-05 or March 5, 2027.', 'author-site' ),
		/* translators: 1: section name, 2: what it holds. */
		'unreadable-heat-level'    => __( '%1$s holds “%2$s”, so no heat level is shown. Write one whole number from 0 (closed door) to 5 (explicit).', 'author-site' ),
		/* translators: 1: section name, 2: the line. */
		'not-http-link'            => __( 'The store link “%2$s” in %1$s is not a web address starting with http:// or https://, so it is left out. Copy the full address from the store’s page.', 'author-site' ),
		/* translators: 1: section name, 2: the line. */
		'invalid-isbn'             => __( '“%2$s” in %1$s is not a valid ISBN (its length or check digit is wrong), so it is left out. Copy it again from your publisher’s record.', 'author-site' ),
		/* translators: 1: section name, 2: the line. */
		'duplicate-isbn'           => __( '“%2$s” in %1$s is a second ISBN for the same format, so it is left out: one ISBN per format.', 'author-site' ),
		/* translators: 1: section name, 2: what it holds. */
		'unsafe-audio-sample'      => __( '%1$s holds “%2$s”, which is neither a file in your Media Library nor an address starting with https://, so the book has no audio sample. Upload the file to the Media Library and copy its File URL here, or write an https:// address.', 'author-site' ),
	);
	if ( 'unknown-format' === $problem['code'] ) {
		$texts['unknown-format'] = 'isbn' === $problem['section']
			/* translators: 1: section name, 2: the line. */
			? __( 'The line “%2$s” in %1$s names no format the site knows, so the ISBN is left out. Write FORMAT: ISBN, where FORMAT is ebook, paperback, hardcover or audiobook.', 'author-site' )
			/* translators: 1: section name, 2: the line. */
			: __( 'The store link “%2$s” in %1$s names a format the site does not know, so it is shown for every format. Formats are ebook, paperback, hardcover and audiobook (kindle, e-book and audio work too); write just the address for a link that sells every format.', 'author-site' );
	}
	if ( ! isset( $texts[ $problem['code'] ] ) ) {
		return esc_html( $problem['code'] );
	}
	return sprintf( esc_html( $texts[ $problem['code'] ] ), author_site_health_code( $problem['section'] ), esc_html( $problem['text'] ) );
}

/**
 * Why a book page is not listed (escaped HTML); '' when listed or untitled (its problem says so).
 * @param array $row One book of author_site_health_books_report().
 */
function author_site_health_book_state_text( array $row ) {
	$post = $row['post'];
	if ( 'protected' === $row['state'] ) {
		return esc_html__( 'This page has a password, so the book is not listed and its address shows “page not found”. Set its Visibility to Public.', 'author-site' );
	}
	if ( 'unpublished' !== $row['state'] ) {
		return '';
	}
	if ( 'future' === $post->post_status ) {
		/* translators: %s: date and time the page is scheduled for. */
		return esc_html( sprintf( __( 'This page is scheduled for %s, so the book is not listed until then.', 'author-site' ), get_the_date( '', $post ) . ' ' . get_the_time( '', $post ) ) );
	}
	$status = get_post_status_object( $post->post_status );
	/* translators: %s: the page's status (Draft, Pending, Private). */
	return esc_html( sprintf( __( 'This page is not published (%s), so the book is not listed and its address shows “page not found”. Publish it when it is ready.', 'author-site' ), $status ? $status->label : $post->post_status ) );
}

/**
 * A duplicate number in a series, in plain words (escaped HTML).
 * @param array $problem `duplicate-series-number` problem, with titles.
 */
function author_site_health_duplicate_text( array $problem ) {
	/* translators: 1: number, 2: series name, 3: the books' titles. */
	return esc_html( sprintf( __( 'Number %1$s of “%2$s” is given to more than one book: “%3$s”. Give each book its own number (2.5 for a novella between books 2 and 3).', 'author-site' ), $problem['number'], $problem['series'], implode( '”, “', $problem['titles'] ) ) );
}

/**
 * Whether a listed book's address is the featured book's bonus page
 * (`/books/bonus/`, content contract §7), which the site answers first.
 * @param array $row One book of author_site_health_books_report().
 */
function author_site_health_book_address_taken( array $row ) {
	return 'listed' === $row['state'] && 'bonus' === $row['book']['slug'];
}

/**
 * The book's problem lines.
 * @param array $row One book of author_site_health_books_report().
 * @return int How many lines.
 */
function author_site_health_render_book_problems( array $row ) {
	$lines = array();
	$state = author_site_health_book_state_text( $row );
	if ( '' !== $state ) {
		$lines[] = array( $state, array( 'kind' => $row['state'] ) );
	}
	if ( author_site_health_book_address_taken( $row ) ) {
		$lines[] = array( esc_html__( 'This book’s address would be /books/bonus/, which is the featured book’s bonus page, so the book’s own page can’t be reached. Give the page another slug (in the editor: Page → Slug), such as its title.', 'author-site' ), array( 'kind' => 'address-taken' ) );
	}
	foreach ( $row['book']['problems'] as $problem ) {
		$lines[] = array(
			author_site_health_book_problem_text( $problem ),
			array(
				'kind'    => $problem['code'],
				'section' => $problem['section'],
			),
		);
	}
	foreach ( $row['duplicates'] as $problem ) {
		$lines[] = array( author_site_health_duplicate_text( $problem ), array( 'kind' => 'duplicate-series-number' ) );
	}
	$cover = $row['cover'];
	if ( ! $cover['chosen'] ) {
		$lines[] = array( esc_html__( 'This book has no cover, so the site shows the built-in artwork. Set the page’s Featured image: a JPEG about 1600 × 2400 pixels.', 'author-site' ), array( 'kind' => 'no-cover' ) );
	} elseif ( ! $cover['id'] ) {
		$lines[] = array( esc_html__( 'The chosen cover can’t be shown (it was deleted, or it is not a JPEG, PNG, GIF, WebP or AVIF picture), so the built-in artwork shows. Choose another Featured image.', 'author-site' ), array( 'kind' => 'unusable-cover' ) );
	}
	foreach ( $cover['problems'] as $kind => $text ) {
		$lines[] = array( esc_html( $text ), array( 'kind' => 'cover-' . $kind ) );
	}
	foreach ( $lines as list( $html, $attrs ) ) {
		author_site_health_line( false, $html, $attrs );
	}
	return count( $lines );
}

/**
 * One book's card: its title, links, what was read, and its problems.
 * @param array $row One book of author_site_health_books_report().
 */
function author_site_health_render_book( array $row ) {
	$post = $row['post'];
	$book = $row['book'];
	echo '<section class="author-site-health__page card" data-health-book="' . esc_attr( $post->post_name ) . '" data-state="' . esc_attr( $row['state'] ) . '">';
	printf(
		'<h3>%1$s <span class="author-site-health__slug">%2$s</span></h3>',
		esc_html( '' === $book['title'] ? __( '(no title)', 'author-site' ) : $book['title'] ),
		esc_html( $post->post_name )
	);
	echo '<p><a class="button" href="' . esc_url( (string) get_edit_post_link( $post->ID ) ) . '">' . esc_html__( 'Edit book', 'author-site' ) . '</a></p>';
	echo '<table class="widefat striped author-site-health__book"><tbody>';
	foreach ( author_site_health_book_facts( $row ) as $label => $value ) {
		echo '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . esc_html( $value ) . '</td></tr>';
	}
	echo '<tr><th scope="row">' . esc_html__( 'Cover', 'author-site' ) . '</th><td>';
	if ( $row['cover']['id'] ) {
		echo wp_get_attachment_image(
			$row['cover']['id'],
			'thumbnail',
			false,
			array(
				'style'   => 'max-height:80px;width:auto',
				'loading' => 'eager',
			)
		);
		/* translators: 1: width, 2: height in pixels. */
		echo ' ' . esc_html( sprintf( __( '%1$d × %2$d px', 'author-site' ), $row['cover']['width'], $row['cover']['height'] ) );
	} else {
		esc_html_e( 'None: the built-in artwork shows.', 'author-site' );
	}
	echo '</td></tr></tbody></table><ul class="author-site-health__list">';
	if ( 'listed' === $row['state'] && ! author_site_health_book_address_taken( $row ) ) {
		$url = author_site_book_url( author_site_route_url( 'books' ), $book );
		/* translators: %s: the book's address. */
		author_site_health_line( true, sprintf( esc_html__( 'Listed on the site at %s.', 'author-site' ), '<a href="' . esc_url( $url ) . '">' . esc_html( $url ) . '</a>' ), array( 'kind' => 'listed' ) );
	}
	if ( 0 === author_site_health_render_book_problems( $row ) ) {
		author_site_health_line( true, esc_html__( 'Everything on this page was read, and the cover is fine.', 'author-site' ), array( 'kind' => 'all-good' ) );
	}
	echo '</ul></section>';
}

/**
 * The "Your books" part of the screen.
 * @param array $report author_site_health_books_report().
 */
function author_site_health_render_books( array $report ) {
	echo '<h2>' . esc_html__( 'Your books', 'author-site' ) . '</h2>';
	if ( ! $report['parent'] ) {
		echo '<p data-health-books="no-parent">' . esc_html__( 'There is no Books page (books-content), so there can be no other books: each book is a page whose parent is the Books page.', 'author-site' ) . '</p>';
		return;
	}
	// A series page is a page of "Your series", not a book without a title.
	$books = array_values( array_filter( $report['books'], fn( $row ) => ! $row['series_page'] ) );
	if ( ! $books ) {
		echo '<p data-health-books="none">' . esc_html__( 'No other books yet. To add one: Pages → Add New, choose “Books Content” as its Parent, insert the “New book” pattern, fill it in, set the Featured image (the cover) and Publish.', 'author-site' ) . '</p>';
		return;
	}
	$count = count( $books );
	/* translators: %d: number of book pages. */
	echo '<p data-health-books="' . esc_attr( (string) $count ) . '">' . esc_html( sprintf( _n( '%d page under the Books page. Each is a book when it is published, public and has a title.', '%d pages under the Books page. Each is a book when it is published, public and has a title.', $count, 'author-site' ), $count ) ) . '</p>';
	array_map( 'author_site_health_render_book', $books );
}
