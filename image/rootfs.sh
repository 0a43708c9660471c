#!/usr/bin/env bash
# The image's root file system from Debian packages, without a container engine or a registry:
# `apt-get download` fetches the .debs from the host's apt sources and `dpkg-deb -x` unpacks them
# (no maintainer scripts run). Only what the JVM and the natives it loads need: glibc (the JVM,
# sqlite-jdbc, sqlite-vec), libgcc and libstdc++ (ONNX Runtime, the DJL tokenizer), and busybox-static
# for the launcher's shell and `renice`. The JVM brings its own CA certificates and time-zone data.
#
# usage: rootfs.sh OUT_DIR DEB_CACHE_DIR
set -euo pipefail

out="$1"
debs="$2"
packages=(libc6 libgcc-s1 libstdc++6 busybox-static)

command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null \
  || { echo "rootfs.sh: the image's root file system is built from Debian packages: build the image on Debian or Ubuntu (apt-get, dpkg-deb)" >&2; exit 1; }

mkdir -p "$debs"
if ! ls "$debs"/*.deb >/dev/null 2>&1; then
  (cd "$debs" && apt-get download "${packages[@]}") \
    || { echo "rootfs.sh: apt-get download failed; run 'apt-get update' (as root) and build again" >&2; exit 1; }
fi

rm -rf "$out"
mkdir -p "$out/var/lib/dpkg"
for deb in "$debs"/*.deb; do
  dpkg-deb -x "$deb" "$out"
  # A status entry per package, so that image scanners (trivy, grype) see what is inside and which version.
  { dpkg-deb -f "$deb" Package Version Architecture Source; echo "Status: install ok installed"; echo; } \
    >> "$out/var/lib/dpkg/status"
done
rm -rf "$out/usr/share/doc" "$out/usr/share/man" "$out/usr/share/lintian" "$out/usr/share/gdb"
# iconv(3) modules (8 MB): the JVM decodes with its own charsets.
rm -rf "$out/usr/lib/x86_64-linux-gnu/gconv"
# The mount point of the data volume and a writable /tmp (the natives are extracted there).
mkdir -p "$out/data" "$out/tmp" "$out/home/josh"
