/**
 * The device's back camera reading QR codes (createQrDetector) a few times a second. Without a
 * camera, without permission or without a QR reader it says so, and the page goes on with typed
 * codes (and USB scanners, which type). `paused` skips frames while a scan is being answered.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { createQrDetector } from './qrDetector';

type CameraState = 'starting' | 'running' | 'unavailable' | 'denied' | 'noReader';

const FRAME_MS = 200;

/** `page`: whose words tell the camera's problems, `app.{page}.camera.*` (the door's speak of tickets, the accreditation pages' of credentials). */
export function CameraScanner({ onRead, paused, page = 'door' }: { onRead: (text: string) => void; paused: boolean; page?: string }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const read = useRef(onRead);
  const hold = useRef(paused);
  useEffect(() => {
    read.current = onRead;
    hold.current = paused;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => stream?.getTracks().forEach((t) => t.stop());
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (err) {
        return setState((err as { name?: string })?.name === 'NotAllowedError' ? 'denied' : 'unavailable');
      }
      if (stopped || !video.current) return stop();
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      let detector;
      try {
        detector = await createQrDetector();
      } catch {
        stop();
        return setState('noReader');
      }
      if (stopped) return;
      setState('running');
      const tick = async () => {
        if (stopped) return;
        const v = video.current;
        if (!hold.current && v && v.readyState >= 2) {
          const found = await detector.detect(v).catch(() => []);
          if (found[0]?.rawValue && !stopped) read.current(found[0].rawValue);
        }
        timer = setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop();
    };
  }, []);

  const problem = state === 'unavailable' || state === 'denied' || state === 'noReader';
  return (
    <Box>
      {problem ? (
        <Alert severity="info" data-testid="camera-state">
          {translate(`app.${page}.camera.${state}`)}
        </Alert>
      ) : null}
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={translate('app.door.camera.label')}
        sx={{ display: state === 'running' ? 'block' : 'none', width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 1, bgcolor: '#000' }}
      />
    </Box>
  );
}
