/** English texts of the site; the {@link Messages} type demands exactly the keys of the Dutch file. */
import type { Messages } from './nl';
import { accountEn } from './account-en';

export const en: Messages = {
  ...accountEn,
  skip: 'Skip to content',
  'nav.main': 'Main menu',
  'nav.home': 'Book',
  'nav.faq': 'FAQ',
  'nav.contact': 'Contact',
  'nav.partners': 'For travel agencies',
  'nav.login': 'Log in',
  'nav.about': 'About us',
  'nav.pricing': 'Prices',
  'nav.jobs': 'Jobs',
  'nav.customers': 'Customer reviews',
  'nav.events': 'Events',
  'nav.phone': 'Premium-rate number',
  'nav.privacy': 'Privacy',
  'nav.terms': 'Terms and conditions',
  'lang.label': 'Language',
  'footer.nav': 'More information',
  'footer.legal': 'Legal',
  'footer.payment': 'Payment methods',
  'footer.contact': 'Contact',
  'footer.phone': 'Phone',
  'footer.email': 'E-mail',
  'footer.vat': 'Enterprise number',
  'footer.register': 'RPR/RPM {court}',
  country: 'Belgium',
  'operator.example': 'Example company — set the operator’s identity. The details below are examples.',
  'terms.operator': 'These terms are those of {company}, {address}, enterprise number {vat}.',
  'cookie.label': 'Cookies',
  'cookie.text':
    'This site sets no advertising or tracking cookies. Your browser only keeps your language, your login, this notice and, while you book, your booking that has not been sent yet, with your details, so that the site works.',
  'cookie.more': 'More in our privacy policy',
  'cookie.dismiss': 'Got it',

  'page.home.title': 'Book your airport transfer',
  'page.home.description':
    'Book a private ride between your home in Belgium and the airport online: outbound, return or both, with your price straight away.',
  'page.about.title': 'About us',
  'page.about.description': 'Who we are, how our prices are worked out and which open data we use.',
  'page.contact.title': 'Contact',
  'page.contact.description':
    'Call, e-mail or write to us about your booking, or become a partner as a travel agency.',
  'page.faq.title': 'Frequently asked questions',
  'page.faq.description':
    'Answers about booking, cancelling, waiting times, luggage, child seats, pets and payment.',
  'page.jobs.title': 'Jobs',
  'page.jobs.description': 'Work as a driver or planner for our airport transfer service.',
  'page.terms.title': 'Terms and conditions',
  'page.terms.description':
    'The terms of every ride: cancellation, waiting time, extra charges and invoices.',
  'page.pricing.title': 'Prices',
  'page.pricing.description': 'Our price per kilometre, minimum prices and the price of extras per trip.',
  'page.phone.title': 'Premium-rate number',
  'page.phone.description': 'Legal information about our premium-rate number and what a call costs.',
  'page.privacy.title': 'Privacy policy',
  'page.privacy.description': 'Which personal data we use, why, for how long, and what your rights are.',
  'page.feedback.title': 'Your feedback on your ride',
  'page.feedback.description': 'Give a rating and a few words about your ride to or from the airport.',
  'page.refund.title': 'Choose your refund',
  'page.refund.description':
    'We cancelled your ride: choose between a refund to your card and a discount coupon.',
  'page.event.title': 'Transport to an event',
  'page.event.description': 'Book your ride from home to an event and back.',
  'page.customers.title': 'Customer reviews',
  'page.customers.description': 'What travellers say about their ride to or from the airport.',
  'page.events.title': 'Events',
  'page.events.description': 'Book your transport to an event before its booking deadline.',
  'page.organiser-events.title': 'Events of an organiser',
  'page.organiser-events.description': 'The events of one organiser, with their booking deadlines.',
  'page.backoffice.title': 'Back office',
  'page.backoffice.description': 'The operator’s work: bookings, ride planning, catalogue and approvals.',
  'page.driver.title': 'My rides',
  'page.driver.description':
    'For the drivers: your rides of today and tomorrow, with address, flight and customer, and the state of each ride.',
  'page.agent-portal.title': 'Travel agency portal',
  'page.agent-portal.description':
    'For travel agencies: the bookings under your licence, your terms, monthly statement and booking link.',
  'page.my-events.title': 'My-Events',
  'page.my-events.description': 'Organisers manage their events here and see how many rides are booked.',
  'page.events-register.title': 'Organiser request',
  'page.events-register.description': 'Organisers: request access to My-Events, our portal for events.',
  'page.order-confirmed.title': 'Booking received',
  'page.order-confirmed.description': 'Your payment went through and we have received your booking.',
  'page.order-failed.title': 'Payment failed',
  'page.order-failed.description': 'The payment for your booking did not go through.',
  'page.order-canceled.title': 'Payment not completed',
  'page.order-canceled.description': 'You cancelled the payment for your booking.',
  'page.manage.title': 'Manage my booking',
  'page.manage.description':
    'View, pay, change or cancel your booking with its booking code and e-mail address.',
  'page.login.title': 'Log in',
  'page.login.description': 'Log in to see your bookings and saved addresses.',
  'page.register.title': 'Create an account',
  'page.register.description': 'Create an account for yourself or for your company.',
  'page.account.title': 'My account',
  'page.account.description': 'Your details, addresses and bookings.',
  'page.reset-password.title': 'Reset your password',
  'page.reset-password.description': 'Choose a new password for your account.',
  'page.notFound.title': 'Page not found',
  'page.notFound.description': 'This page does not exist.',

  'home.heading': 'From your front door to the airport',
  'home.intro':
    'Book a private ride between your home address in Belgium and the airport: a roomy minibus or saloon car (Comfort) or a luxury car (Business). Choose the outbound trip, the return or both, and see the price right away.',
  'home.combi': 'Shared rides (Combi) have not been available since {combiCutoff}.',
  'home.loading': 'Loading the booking form…',
  'home.noscript': 'Booking online needs JavaScript. You can also call us on {phone}.',
  'home.pricing': 'See our prices',

  'about.p1':
    'We take travellers from their front door to the airport and back home again, at any hour of the day or night. You book online, pay securely and know exactly what the ride costs before you go.',
  'about.p2':
    'The price depends on the distance, the travel time, the type of transport, the number of passengers, your luggage and any extras. The earlier you book, the less you pay.',
  'about.p3':
    'Travel agencies and partners book for their customers through their own link; with a travel agency licence they can also pay by invoice.',
  'about.data': 'Data sources',
  'about.dataIntro': 'Postcodes, street names and airports come from open data. Our thanks to:',

  'contact.intro': 'A question about your booking or your ride? We are happy to help.',
  'contact.phone': 'Call our customer service on {phone}.',
  'contact.email': 'E-mail {email}. Mention your booking number so we can help you faster.',
  'contact.address': 'Address',
  'contact.premium': 'You can also reach us on a premium-rate number, charged per minute.',
  'contact.partners': 'Travel agencies and partners',
  'contact.partnersText':
    'Are you a travel agency, or would you like to become a partner? With a travel agency licence you book for your customers, your details appear on every booking and you can pay by invoice. Ask for a licence at {email}.',

  'faq.book.q': 'How do I book a ride?',
  'faq.book.a':
    'On the home page, choose an outbound ride, a return ride or both, enter your postcode, the airport and the date, and follow the steps. Once you have paid, your booking is complete.',
  'faq.lastMinute.q': 'How late can I book online?',
  'faq.lastMinute.a':
    'Online, up to {earliestBookingDays} days before the day you leave. If it is more urgent, give us a call.',
  'faq.advance.q': 'Is booking early cheaper?',
  'faq.advance.a':
    'Yes. Our price per km depends on how far ahead you book: the published prices are for {tariffPassengers} people booking {tariffLeadMonths} months or more ahead, and the closer to the ride you book, the higher the price per km, up to {leadSurchargeMaxPercent}% more. Our prices page shows each step.',
  'faq.price.q': 'How is the price worked out?',
  'faq.price.a':
    'From the distance, the travel time, the type of transport, the number of passengers, your luggage and extras, and any discount coupons. The booking form shows the price straight away.',
  'faq.types.q': 'Which type of transport can I choose?',
  'faq.types.a':
    'Comfort is a private minibus or saloon car, just for your party. Business is a private luxury car.',
  'faq.combi.q': 'Can I still book a shared ride (Combi)?',
  'faq.combi.a':
    'No. Shared rides (Combi) have not been available since {combiCutoff}. All rides are now private.',
  'faq.cancel.q': 'Can I cancel my booking?',
  'faq.cancel.a':
    'Yes, on the "Manage my booking" page. The same rules apply to every booking, whatever the language you booked in. What cancelling costs depends on how long before pickup you cancel:',
  'faq.refund.q': 'How are refunds made?',
  'faq.refund.a':
    'When you cancel, you get the refund as a discount coupon, valid for {refundCouponYears, plural, one {# year} other {# years}} on a new booking. When we have to cancel a ride ourselves, you pay nothing for it and get back everything you paid: to your card or as a discount coupon, as you choose.',
  'faq.payment.q': 'How can I pay?',
  'faq.payment.a':
    'Online by credit card (Visa, Mastercard) or Bancontact. Travel agencies with a licence can pay by invoice.',
  'faq.changeTime.q': 'Can I change my booking?',
  'faq.changeTime.a':
    'Yes, online on the "Manage my booking" page, up to {changeLimitHours} hours before pickup: the date, the address, the passengers, the luggage and extras, the vehicle, and your flight and contact details. We work out the new price straight away and show it beside the old one before you confirm. If it is higher, you pay only the difference; if it is lower, you get the difference back as a discount coupon, or to your card if we offer that. A change costs no cancellation fee.',
  'faq.pickupTime.q': 'When will I know my pickup time?',
  'faq.pickupTime.a':
    'About {pickupNoticeDays} days before your ride, by e-mail. Would you rather be picked up earlier or later? Up to {pickupWishHours} hours before pickup, ask for another time on the "Manage my booking" page, up to {pickupWishShiftMinutes} minutes earlier or later; our dispatcher accepts or refuses it and lets you know. Bear in mind that the pickup time may shift by up to {pickupShiftMinutes} minutes, because we plan the rides {planningHours} hours ahead.',
  'faq.waitHome.q': 'How long does the driver wait at my door?',
  'faq.waitHome.a': 'The driver waits {pickupWaitMinutes} minutes. Please be ready with your luggage.',
  'faq.waitAirport.q': 'How long does the driver wait at the airport?',
  'faq.waitAirport.a':
    'At the airport the driver waits up to {landingWaitMinutes} minutes after your flight lands.',
  'faq.flight.q': 'Why do you ask for my flight number and flight time?',
  'faq.flight.a':
    'To set your pickup time: you choose how long before your flight you want to be at the airport, between {timeMarginMin} and {timeMarginMax} hours. For the return, it tells us when you land.',
  'faq.luggage.q': 'How much luggage can I bring?',
  'faq.luggage.a':
    'Everything has to fit in one vehicle. The booking form shows a bar with how full the vehicle is; if it does not fit, take less luggage or make more than one booking.',
  'faq.extraCosts.q': 'Can extra charges be added afterwards?',
  'faq.extraCosts.a':
    'Only if the ride differs from what was booked: {extraPersonFee, number, ::currency/EUR precision-integer} per extra person, at least {luggageFeeMin, number, ::currency/EUR precision-integer} per piece of undeclared luggage, {cleaningFee, number, ::currency/EUR precision-integer} for cleaning if the vehicle is soiled, and {trafficAlertPercent}% extra during a traffic alert (an official warning by the road authority or the police of exceptional traffic on your route).',
  'faq.childSeats.q': 'Do you have child seats?',
  'faq.childSeats.a':
    'Yes, for children aged {childSeatAge1} to {childSeatAge2}, {childSeatAge2} to {childSeatAge3} and over {childSeatAge3}. You can ask for up to {maxChildSeats} per booking; the price is on our prices page.',
  'faq.pets.q': 'Can my pet come along?',
  'faq.pets.a':
    'Yes. Add your pet in the booking form, with the luggage and extras; a fixed price per pet per trip applies (see our prices page). Already booked? Add it online on the "Manage my booking" page, up to {changeLimitHours} hours before pickup.',
  'faq.special.q': 'Can I bring a wheelchair, rollator, bicycle case, skis or golf bag?',
  'faq.special.a':
    'Yes. Add them to your booking so we keep room for them. A wheelchair must be a folding one. The prices per item are on our prices page.',
  'faq.passengers.q': 'How many people can travel together?',
  'faq.passengers.a':
    'From {minPassengers} to {maxPassengers} passengers per booking. For a larger group, make more than one booking.',
  'faq.stops.q': 'Can the driver stop on the way to pick someone up?',
  'faq.stops.a': 'A stop on the way is possible if you ask for it at least {stopNoticeDays} days ahead.',
  'faq.account.q': 'Do I need an account?',
  'faq.account.a':
    'No. An account does fill in your details for you, lets you pick from saved addresses and keeps all your bookings in one place.',
  'faq.agents.q': 'I work for a travel agency. Can I book for my customers?',
  'faq.agents.a':
    'Yes. With a travel agency licence you book through your own link, your details appear on the booking and you can pay by invoice. Get in touch with us.',
  'faq.confirmation.q': 'How do I know my booking is in order?',
  'faq.confirmation.a':
    'After payment you see a confirmation with your booking number, and you also receive it by e-mail. Keep that number: we will ask for it if you contact us.',
  'faq.safety': 'Safety',
  'faq.safetyText':
    'Our drivers are professionals who know the roads and the airports. Every passenger wears a seat belt, children travel in a seat that suits their age, and we never carry more people or luggage than the vehicle can take safely.',
  'faq.privacy': 'Privacy',
  'faq.privacyText':
    'We use your data only to plan and carry out your ride, and delete it {retentionMonths} months afterwards. You enter your card details with the payment provider; we never see them.',

  'jobs.intro':
    'Travellers leave at all hours, and so do we. That is why we regularly look for drivers and planners who enjoy helping people, speak Dutch, French or English fluently and do not mind an early start.',
  'jobs.none': 'There are no open vacancies at this time.',
  'jobs.apply':
    'Open applications are always welcome: send your CV and a few lines about yourself to {email}.',

  'terms.intro':
    'These terms apply to every ride you book with us, including bookings through a travel agency.',
  'terms.versions':
    'Our terms exist in Dutch, French and English, with the same content: the same rules, cancellation costs included, apply to every booking, whatever the language it was made in.',
  'terms.booking': 'Booking and payment',
  'terms.bookingText':
    'You can book online up to {earliestBookingDays} days before the day of departure. You pay online by credit card (Visa, Mastercard) or Bancontact. Travel agencies with a licence can pay by invoice. The price per km depends on how far ahead you book (see our prices page).',
  'terms.change': 'Changing your booking',
  'terms.changeText':
    'Up to {changeLimitHours} hours before pickup, you change your booking online on the "Manage my booking" page (the link is in your confirmation e-mail): the date, the address, the passengers, the luggage and extras, the vehicle, and your flight and contact details. The changed booking is priced again with our tariff, and you confirm it after seeing the old and the new price. If the price is higher, you pay the difference, and the change takes effect once it is paid. If it is lower, we give the difference back as a discount coupon, valid for {refundCouponYears, plural, one {# year} other {# years}}, or to your card if we have chosen to refund that way. A change is not a cancellation and costs no cancellation fee.',
  'terms.cancel': 'Cancellation',
  'terms.cancelText':
    'You cancel on the "Manage my booking" page (the link is in your confirmation e-mail). The same scale applies to every booking, whatever its language; what cancelling costs depends on how long before pickup you cancel:',
  'terms.scale.first': '{lower} or more before pickup: {charge}',
  'terms.scale.between': 'less than {upper} and at least {lower} before pickup: {charge}',
  'terms.scale.last': 'less than {upper} before pickup: {charge}',
  'terms.scale.free': 'no charge (refunded as a discount coupon)',
  'terms.scale.fee': 'a cancellation fee of {amount}',
  'terms.scale.share': '{percent}% of the price, at least {minimum}',
  'terms.scale.full': 'the full price',
  'terms.scale.days': '{n, plural, one {# day} other {# days}}',
  'terms.scale.hours': '{n, plural, one {# hour} other {# hours}}',
  'terms.refund': 'Refunds',
  'terms.refundText':
    'When you cancel, we refund with a discount coupon, valid for {refundCouponYears, plural, one {# year} other {# years}}. When we cancel a ride ourselves, you pay nothing for it and get back everything you paid: to your card or as a discount coupon, as you choose with the link in our e-mail.',
  'terms.pickup': 'Pickup time',
  'terms.pickupText':
    'You receive your pickup time about {pickupNoticeDays} days before the ride. Planning is done {planningHours} hours ahead, so the pickup time may shift by up to {pickupShiftMinutes} minutes. Up to {pickupWishHours} hours before pickup you can ask for a pickup up to {pickupWishShiftMinutes} minutes earlier or later; our dispatcher accepts or refuses it and lets you know.',
  'terms.waiting': 'Waiting time',
  'terms.waitingText':
    'At your address the driver waits {pickupWaitMinutes} minutes. At the airport the driver waits up to {landingWaitMinutes} minutes after landing.',
  'terms.extra': 'Extra charges',
  'terms.extraText':
    'Extra person: {extraPersonFee, number, ::currency/EUR precision-integer}. Undeclared luggage: at least {luggageFeeMin, number, ::currency/EUR precision-integer} per piece. Cleaning after soiling: {cleaningFee, number, ::currency/EUR precision-integer}. Administrative fee: {adminFee, number, ::currency/EUR precision-integer}. During a traffic alert (an official warning by the road authority or the police of exceptional traffic on the route): {trafficAlertPercent}% extra.',
  'terms.requests': 'Pets and stops on the way',
  'terms.requestsText':
    'Book a pet in the booking form, with the extras, or add it online up to {changeLimitHours} hours before pickup; a fixed price per pet per trip applies. Ask for a stop on the way at least {stopNoticeDays} days ahead.',
  'terms.invoices': 'Invoices',
  'terms.invoicesText':
    'Invoices are payable within {invoicePaymentDays} days. Objections must reach us within {invoiceObjectionDays} days. Late payment bears interest of {lateInterestPercent}% a year plus damages of {lateDamagesPercent}% (at least {lateDamagesMin, number, ::currency/EUR precision-integer}, at most {lateDamagesMax, number, ::currency/EUR precision-integer}).',
  'terms.data': 'Personal data',
  'terms.dataText': 'We delete your personal data {retentionMonths} months after the ride.',

  'privacy.intro': 'The controller of your personal data is {company}, {address}.',
  'privacy.what': 'Which data',
  'privacy.whatText':
    'Your name, e-mail address, mobile number, pickup and drop-off addresses, flight details, the number of passengers and your luggage, and what you tell us yourself: pets, children’s ages for their child seats and your remarks for the driver. With an account, also your user name, saved addresses and, for a company, its name and VAT number.',
  'privacy.why': 'Why',
  'privacy.whyText':
    'To plan and carry out your ride, to contact you about it and to invoice it. Without this data we cannot perform the contract. After the ride we ask for your feedback by e-mail; if you give it, we show it on our site with your first name and the initial of your surname. Your driver receives the details of your ride, and if you booked through a travel agency, that agency sees your name and your booking in its portal.',
  'privacy.payment': 'Payment',
  'privacy.paymentText':
    'You enter your card details on our payment provider’s secure page. We neither see nor keep them.',
  'privacy.retention': 'How long',
  'privacy.retentionText':
    'We delete your personal data {retentionMonths} months after the ride. We keep the amounts, dates and postcodes of your bookings without your name for as long as accounting law requires.',
  'privacy.storage': 'Storage in your browser',
  'privacy.storageText':
    'We set no advertising or tracking cookies. Your browser only keeps your language, your login, whether you have seen the cookie notice and, while you book, your booking that has not been sent yet.',
  'privacy.rights': 'Your rights',
  'privacy.rightsText':
    'You can see, correct or delete your data by writing to {email}. You can lodge a complaint with the Belgian Data Protection Authority.',

  'phone.intro': 'Our call centre can be reached on the premium-rate number {number}.',
  'phone.rate': 'A call to this number costs {rate} per minute.',
  'phone.operator': 'This number is run by {company}, {address}, enterprise number {vat}.',
  'phone.free': 'Rather not use a premium-rate number? E-mail {email} or call our ordinary number {phone}.',
  'phone.ombudsman':
    'Complaints about premium-rate numbers can also go to the Ombudsman for Telecommunications.',

  'pricing.intro':
    'Valid from {date}. The price per km below is for {tariffPassengers} people booking {tariffLeadMonths} months or more ahead; booked later, the price per km is higher, as the second table shows. Your exact price depends on the distance, travel time, type of transport, passengers, luggage and extras; the booking form shows it straight away.',
  'pricing.types': 'Prices per type of transport',
  'pricing.type': 'Type of transport',
  'pricing.perKm': 'Price per km',
  'pricing.minimum': 'Minimum price per trip',
  'pricing.leadTitle': 'Price per km by how far ahead you book',
  'pricing.leadWhen': 'Booked',
  'pricing.leadPrice': 'Price per km',
  'pricing.leadStep.first': '{min} days or more ahead',
  'pricing.leadStep.between': 'less than {upper} and at least {min} days ahead',
  'pricing.leadStep.last': 'less than {upper} days ahead',
  'pricing.leadStep.base': 'the price in the table above',
  'pricing.leadStep.more': '{percent}% more',
  'pricing.type.COMBINATIE': 'Combi – shared minibus (not available since {combiCutoff})',
  'pricing.type.COMFORT': 'Comfort – private minibus or saloon car',
  'pricing.type.BUSINESS': 'Business – private luxury car',
  'pricing.extras': 'Extras, per item and per trip',
  'pricing.item': 'Extra',
  'pricing.price': 'Price',
  'pricing.extra.koffers': 'Suitcase',
  'pricing.extra.kinderwagens': 'Pushchair',
  'pricing.extra.childSeat': 'Child seat',
  'pricing.extra.skis': 'Skis',
  'pricing.extra.golfbags': 'Golf bag',
  'pricing.extra.fietskoffers': 'Bicycle case',
  'pricing.extra.rolstoelen': 'Folding wheelchair',
  'pricing.extra.rollators': 'Rollator',
  'pricing.extra.pet': 'Pet',

  'customers.intro': 'What travellers say about their ride to or from the airport.',
  'customers.empty': 'There are no reviews available at this time.',
  'events.intro': 'Going to an event? Book your transport before the event’s booking deadline.',
  'events.empty': 'There are no events available at this time.',
  'events.organisers': 'Organising an event? Request an organiser account.',
  'eventsRegister.intro':
    'With My-Events, organisers offer transport to their event. Tell us briefly who you are and why you would like access; once approved, you get an account.',
  'eventsRegister.name': 'Organisation name',
  'eventsRegister.email': 'E-mail address',
  'eventsRegister.motivation': 'Motivation',
  'eventsRegister.submit': 'Send request',
  'eventsRegister.required': 'Fields marked * are required.',
  'eventsRegister.motivationRequired': 'Please give your motivation.',
  'eventsRegister.emailInvalid': 'Please enter a valid e-mail address.',
  'eventsRegister.nameRequired': 'Please enter the name of your organisation.',
  'eventsRegister.success': 'Your request has been registered. We will be in touch.',
  'eventsRegister.failed': 'Your request could not be sent. Please try again later or e-mail {email}.',

  'outcome.confirmed': 'Thank you, we have received your booking',
  'outcome.confirmedText':
    'Your payment went through. About a week before the ride we will let you know your pickup time.',
  'outcome.failed': 'Your payment did not go through',
  'outcome.failedText':
    'The payment was declined, so nothing was charged. Your booking is kept: pay again, with another card if you like.',
  'outcome.canceled': 'The payment was not completed',
  'outcome.canceledText':
    'You cancelled the payment, so nothing was charged. Your booking is kept: pay again when you are ready.',
  'outcome.reference': 'Payment reference',
  'outcome.newBooking': 'Make a new booking',
  'outcome.contact': 'Contact us',
  'outcome.invoiceText':
    'Your booking is confirmed and will be invoiced to your travel agency; there is nothing to pay now. About a week before the ride we will let you know your pickup time.',
  'outcome.freeText':
    'Your booking is confirmed; there is nothing to pay. About a week before the ride we will let you know your pickup time.',
  'outcome.revision': 'Your change is confirmed',
  'outcome.revisionText':
    'The difference is paid and your booking is changed. You will receive a confirmation by e-mail, with the new rides for your calendar.',
  'outcome.revisionUnpaid': 'Your change was not paid',
  'outcome.revisionUnpaidText':
    'The difference was not paid, so your booking is unchanged. You can try the change again from the manage page.',
  'outcome.manage': 'To your booking',
  'outcome.pending': 'We are still checking your payment',
  'outcome.pendingText':
    'The payment provider has not confirmed your payment yet. You will receive an e-mail once it is processed; please do not pay again. If you have not heard from us within an hour, get in touch.',

  'notFound.text': 'This page does not exist (any more). One of these links may help:',
  'partner.redirect': 'Taking you to the booking page.',
  'partner.continue': 'Continue to the booking page',
  label: '{label}:',
};
