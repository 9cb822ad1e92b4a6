/** True when `version` ("20.18.1") is older than the `>=20.19` the engines field asks for. */
export function tooOld(version, wanted) {
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor = 0] = wanted
    .replace(/^>=\s*/, '')
    .split('.')
    .map(Number);
  return major < needMajor || (major === needMajor && minor < needMinor);
}
