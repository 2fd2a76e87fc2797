/** The saved-address chooser of a logged-in customer (pickup or return), as a modal dialog. */
import type { AccountAddress } from '../../core';
import { useBookingStore, useT } from '../store/context';
import type { AddressLeg } from '../store/types';
import { Dialog } from './Dialog';

/** Renders the chooser for `leg`; only billoaddress addresses are passed in. */
export function AddressChooser({
  leg,
  addresses,
  onClose,
}: {
  leg: AddressLeg;
  addresses: AccountAddress[];
  onClose: () => void;
}) {
  const t = useT();
  const a = useBookingStore().getState();
  return (
    <Dialog
      id={`tb-chooser-${leg}`}
      title={t(leg === 'departure' ? 'addresses.choosePickup' : 'addresses.chooseReturn')}
      onClose={onClose}
    >
      <ul className="plain">
        {addresses.map((x) => (
          <li key={x.id}>
            <span>
              {x.street} {x.streetnr}, {x.zip} {x.city}
            </span>
            <button
              type="button"
              onClick={() => {
                a.useSavedAddress(leg, x);
                onClose();
              }}
            >
              {t('addresses.use')}
            </button>
          </li>
        ))}
      </ul>
      <div className="nav">
        <button type="button" onClick={onClose}>
          {t('addresses.close')}
        </button>
      </div>
    </Dialog>
  );
}
