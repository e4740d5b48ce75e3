import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon } from './contact-icons';
import { contactDetails, telHref } from '../../../lib/contact-details';
import { Portrait } from './portrait';
import './pages.css';

/** `children`: what the route adds below the ways to reach the studio (the enquiry form). */
export function ContactPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="contact" aria-labelledby="contact-title">
      <div className="contact__portrait">
        <Portrait label={t('contact.portraitLabel')} />
      </div>
      <div className="contact__body">
        <p className="eyebrow">{t('contact.eyebrow')}</p>
        <h1 id="contact-title" className="page-title">
          {t('contact.title')}
        </h1>
        <p className="contact__bio">{t('contact.bio1')}</p>
        <p className="contact__bio">{t('contact.bio2')}</p>
        <ul className="contact__list">
          <li>
            <MailIcon />
            <span>
              <span className="contact__label">{t('contact.email')}</span>
              <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
            </span>
          </li>
          <li>
            <PhoneIcon />
            <span>
              <span className="contact__label">{t('contact.phone')}</span>
              <a href={telHref(contactDetails.phone)}>{contactDetails.phone}</a>
            </span>
          </li>
          <li>
            <PinIcon />
            <span>
              <span className="contact__label">{t('contact.studio')}</span>
              <span>{t('contact.city')}</span>
            </span>
          </li>
        </ul>
        <p className="contact__hours">{t('contact.hours')}</p>
        <div className="contact__social">
          <a
            className="button button--ghost"
            href={contactDetails.instagram}
            target="_blank"
            rel="noopener noreferrer"
          >
            <InstagramIcon />
            <span>Instagram</span>
            <span className="visually-hidden">{t('common.opensInNewTab')}</span>
          </a>
          <a
            className="button button--ghost"
            href={contactDetails.facebook}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FacebookIcon />
            <span>Facebook</span>
            <span className="visually-hidden">{t('common.opensInNewTab')}</span>
          </a>
        </div>
        {children}
      </div>
    </section>
  );
}
