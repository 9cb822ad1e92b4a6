/**
 * An SDP offer or answer shaped like a browser's for an audio and video call (BUNDLE, ICE credentials, DTLS
 * fingerprint, Opus and VP8/VP9/H.264 with retransmission): about 3 kB, the size a call's signaling carries.
 */
const VIDEO_CODECS = [
  [96, 'VP8/90000', ''],
  [98, 'VP9/90000', 'profile-id=0'],
  [100, 'VP9/90000', 'profile-id=2'],
  [102, 'H264/90000', 'level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42001f'],
  [104, 'H264/90000', 'level-asymmetry-allowed=1;packetization-mode=0;profile-level-id=42001f'],
  [106, 'H264/90000', 'level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f'],
  [108, 'H264/90000', 'level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=4d001f'],
] as const;

function videoSection(): string[] {
  const lines: string[] = [];
  for (const [pt, codec, fmtp] of VIDEO_CODECS) {
    lines.push(`a=rtpmap:${pt} ${codec}`);
    for (const fb of ['goog-remb', 'transport-cc', 'ccm fir', 'nack', 'nack pli'])
      lines.push(`a=rtcp-fb:${pt} ${fb}`);
    if (fmtp) lines.push(`a=fmtp:${pt} ${fmtp}`);
    lines.push(`a=rtpmap:${pt + 1} rtx/90000`, `a=fmtp:${pt + 1} apt=${pt}`);
  }
  const types = VIDEO_CODECS.flatMap(([pt]) => [pt, pt + 1]).join(' ');
  return [`m=video 9 UDP/TLS/RTP/SAVPF ${types}`, 'c=IN IP4 0.0.0.0', 'a=rtcp:9 IN IP4 0.0.0.0', ...lines];
}

export function sampleSdp(kind: 'offer' | 'answer'): string {
  const ice = ['a=ice-ufrag:Xk3v', 'a=ice-pwd:4Kq2bW9zRrT1yV8nLmP0cJ6h', 'a=ice-options:trickle'];
  const dtls = [
    'a=fingerprint:sha-256 6B:8B:5D:EA:59:04:20:23:29:C8:87:1C:CC:87:32:BE:DD:8C:66:A5:8E:50:55:EA:5C:D3:20:1E:33:1B:6F:8A',
    `a=setup:${kind === 'offer' ? 'actpass' : 'active'}`,
  ];
  const lines = [
    'v=0',
    'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0 1',
    'a=extmap-allow-mixed',
    'a=msid-semantic: WMS 3b0f0b9a-5d2e-4e8b-9a71-0c7f2d1e6a55',
    'm=audio 9 UDP/TLS/RTP/SAVPF 111 63 9 0 8 13 110 126',
    'c=IN IP4 0.0.0.0',
    'a=rtcp:9 IN IP4 0.0.0.0',
    ...ice,
    ...dtls,
    'a=mid:0',
    'a=extmap:1 urn:ietf:params:rtp-hdrext:ssrc-audio-level',
    'a=extmap:3 http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01',
    'a=sendrecv',
    'a=rtcp-mux',
    'a=rtpmap:111 opus/48000/2',
    'a=rtcp-fb:111 transport-cc',
    'a=fmtp:111 minptime=10;useinbandfec=1',
    'a=rtpmap:63 red/48000/2',
    'a=rtpmap:9 G722/8000',
    'a=rtpmap:0 PCMU/8000',
    'a=rtpmap:8 PCMA/8000',
    'a=rtpmap:13 CN/8000',
    'a=rtpmap:110 telephone-event/48000',
    'a=rtpmap:126 telephone-event/8000',
    'a=ssrc:3735928559 cname:Vv4xq7Jk2Lm9Np0R',
    ...videoSection(),
    ...ice,
    ...dtls,
    'a=mid:1',
    'a=sendrecv',
    'a=rtcp-mux',
    'a=rtcp-rsize',
    'a=ssrc-group:FID 2882400000 2882400001',
    'a=ssrc:2882400000 cname:Vv4xq7Jk2Lm9Np0R',
    'a=ssrc:2882400001 cname:Vv4xq7Jk2Lm9Np0R',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
