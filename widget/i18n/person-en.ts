/** English texts of the widget's person catalogue; the ids and their placeholders are person-nl.ts's. */
import type { Catalogue } from '../../core';
import type { PersonId } from './person-nl';

const personEn: Catalogue<PersonId> = {
  'person.firstName': 'First name',
  'person.lastName': 'Surname',
  'person.email': 'E-mail address',
  'person.phone': 'Mobile number',
  'person.phoneCountry': 'Country',
  'person.consentAll':
    'I have read the {privacy}, accept the {terms} and place this order with an obligation to pay.',
  'person.privacyLink': 'privacy policy',
  'person.termsLink': 'general terms and conditions',
  'person.readPrivacy': 'Read the privacy policy',
  'person.readTerms': 'Read the general terms and conditions',
  'person.legalClose': 'Close',
  'person.legalLoading': 'Loading the text…',
  'person.legalFailed': 'The text could not be loaded. Please try again later or read it on our website.',
  'person.agentCard':
    'You pay online. Does your travel agency pay by invoice? Then log in with your agency’s account first.',
  'error.firstname': 'Please enter a valid first name.',
  'error.lastname': 'Please enter a valid surname.',
  'error.email': 'Please enter a valid e-mail address.',
  'error.phone': 'Please enter a valid mobile number.',
  'error.consentAll':
    'Please tick the box to accept the privacy policy and the general terms and place your order.',
  'error.address': 'Address is required.',
  'error.company': 'Company name is required.',
  'error.username': 'Username is required.',
  'error.vat': 'Enter a valid VAT number, for example BE 0123.456.749.',
  'error.password': 'At least {minPasswordLength} characters; confirmation required.',
  // What booking and paying (step 3) may answer; loaded with step 3, not on the first step.
  'api.invoice': 'Your booking could not be saved.',
  'api.free': 'Your booking could not be saved.',
  'api.paymentMethod': 'The booking form could not connect.',
  'api.booking': 'The booking form could not connect.',
  'api.payment': 'The payment page could not be opened.',
  'api.couponUsedUp':
    'A coupon has been used in the meantime, so your price has changed. Please check the overview and book again.',
};

export default personEn;
