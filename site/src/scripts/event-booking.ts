/**
 * Gives the page's wizard the event of the address (/event?id=…) before the widget's script defines
 * the element, so it starts in event mode. Module scripts run in document order and this one comes
 * first.
 */
const element = document.querySelector('transfer-booking[data-event-booking]');
const id = new URLSearchParams(location.search).get('id') ?? '';
if (element && /^[1-9][0-9]{0,9}$/.test(id)) element.setAttribute('event', id);
