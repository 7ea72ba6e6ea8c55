import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { notifyState, setSoundWanted, soundWanted } from '../logic/order-alerts';

/** The owner's choices for new orders in this browser: a chime, and the browser's notifications. */
export function NewOrderAlerts() {
  const [sound, setSound] = useState(soundWanted);
  const [notify, setNotify] = useState(notifyState);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-700">
      <label className="flex min-h-10 items-center gap-2 text-ink-900">
        <input
          type="checkbox"
          className="size-5 accent-clay-600"
          checked={sound}
          onChange={(e) => {
            setSoundWanted(e.target.checked);
            setSound(e.target.checked);
          }}
        />
        Chime for new orders
      </label>
      {notify === 'default' && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void Notification.requestPermission().then(() => setNotify(notifyState()))}
        >
          <Bell aria-hidden />
          Notify me in this browser
        </Button>
      )}
      {notify === 'granted' && <p>Browser notifications are on for new orders.</p>}
      {notify === 'denied' && <p>Notifications are blocked in this browser&apos;s settings.</p>}
    </div>
  );
}
