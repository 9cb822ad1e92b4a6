import { MSG } from '@secops/domain/messages';
import { Phone, Video } from 'lucide-react';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { formatMessage } from '../../../lib/format-message.ts';

/**
 * Audio and video call buttons. Calls are not available yet: the buttons are shown disabled, and a hint says so
 * (title on hover, and the same words for screen readers).
 */
export function CallButtons({ name, size = 'sm' }: { name: string; size?: ButtonSize }) {
  return (
    <div className="flex gap-2" title={MSG.callsUnavailable}>
      <Button
        variant="secondary"
        size={size}
        disabled
        aria-label={`${formatMessage(MSG.callAudio, { name })} (${MSG.callsUnavailable})`}
        icon={<Phone aria-hidden="true" />}
      />
      <Button
        variant="secondary"
        size={size}
        disabled
        aria-label={`${formatMessage(MSG.callVideo, { name })} (${MSG.callsUnavailable})`}
        icon={<Video aria-hidden="true" />}
      />
    </div>
  );
}
