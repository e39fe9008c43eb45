interface NewsletterSignupProps {
	idPrefix: string;
	title: string;
	description: string;
}

/**
 * The VIP newsletter signup block (spec §2). Sending is wired up separately.
 * @param root0
 * @param root0.idPrefix
 * @param root0.title
 * @param root0.description
 */
export function NewsletterSignup( {
	idPrefix,
	title,
	description,
}: NewsletterSignupProps ) {
	return (
		<div className="newsletter">
			<h2 id={ `${ idPrefix }-title` } className="newsletter__title">
				{ title }
			</h2>
			<p className="newsletter__description">{ description }</p>
			<form
				className="form newsletter__form"
				noValidate
				onSubmit={ ( event ) => event.preventDefault() }
			>
				<div className="field">
					<label
						className="field__label"
						htmlFor={ `${ idPrefix }-first-name` }
					>
						First name (optional)
					</label>
					<input
						className="field__input"
						id={ `${ idPrefix }-first-name` }
						name="firstName"
						type="text"
						autoComplete="given-name"
						maxLength={ 100 }
					/>
				</div>
				<div className="field">
					<label
						className="field__label"
						htmlFor={ `${ idPrefix }-email` }
					>
						Email address
					</label>
					<input
						className="field__input"
						id={ `${ idPrefix }-email` }
						name="email"
						type="email"
						autoComplete="email"
						maxLength={ 254 }
					/>
				</div>
				<button type="submit" className="button button--primary">
					Join the VIP List
				</button>
			</form>
		</div>
	);
}
