import { SUBJECTS } from './subjects';

/** The contact form's fields (spec §2, §5). Sending is wired up separately. */
export function ContactForm() {
	return (
		<form
			className="form contact-form"
			noValidate
			onSubmit={ ( event ) => event.preventDefault() }
		>
			<div className="form__row">
				<div className="field">
					<label className="field__label" htmlFor="contact-name">
						Name
					</label>
					<input
						className="field__input"
						id="contact-name"
						name="name"
						type="text"
						autoComplete="name"
						maxLength={ 100 }
					/>
				</div>
				<div className="field">
					<label className="field__label" htmlFor="contact-email">
						Email
					</label>
					<input
						className="field__input"
						id="contact-email"
						name="email"
						type="email"
						autoComplete="email"
						maxLength={ 254 }
					/>
				</div>
			</div>
			<div className="field">
				<label className="field__label" htmlFor="contact-subject">
					Subject
				</label>
				<select
					className="field__input"
					id="contact-subject"
					name="subject"
					defaultValue=""
				>
					<option value="">Select a subject</option>
					{ SUBJECTS.map( ( subject ) => (
						<option key={ subject } value={ subject }>
							{ subject }
						</option>
					) ) }
				</select>
			</div>
			<div className="field">
				<label className="field__label" htmlFor="contact-message">
					Message
				</label>
				<textarea
					className="field__input"
					id="contact-message"
					name="message"
					rows={ 6 }
					maxLength={ 5000 }
				/>
			</div>
			<button type="submit" className="button button--primary">
				Send Message
			</button>
		</form>
	);
}
