import type { CallType, IceServer, SessionDescription } from '@secops/domain/calls';

/** The microphone, and the camera too for a video call. */
export const openMedia = (callType: CallType): Promise<MediaStream> =>
  navigator.mediaDevices.getUserMedia({ audio: true, video: callType === 'video' });

/** Stops every track: the camera light goes off. */
export const stopMedia = (stream: MediaStream | null): void =>
  stream?.getTracks().forEach((track) => track.stop());

/** An offer or answer as the signaling carries it. */
export const toSdp = (description: RTCSessionDescriptionInit): SessionDescription => ({
  type: description.type,
  sdp: description.sdp,
});

type PeerEvents = {
  onCandidate: (candidate: RTCIceCandidateInit) => void;
  onStream: (stream: MediaStream) => void;
  onState: (state: RTCPeerConnectionState) => void;
};

/** A peer connection sending `local`, telling its candidates, the remote stream and its connection state. */
export function openPeerConnection(
  iceServers: IceServer[],
  local: MediaStream,
  events: PeerEvents,
): RTCPeerConnection {
  const pc = new RTCPeerConnection({ iceServers });
  local.getTracks().forEach((track) => pc.addTrack(track, local));
  pc.onicecandidate = ({ candidate }) => {
    if (candidate) events.onCandidate(candidate.toJSON());
  };
  pc.ontrack = ({ streams, track }) => events.onStream(streams[0] ?? new MediaStream([track]));
  pc.onconnectionstatechange = () => events.onState(pc.connectionState);
  return pc;
}
