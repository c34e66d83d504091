# Sourced by the test scripts: points TMPDIR at a fresh folder on the RAM disk (/dev/shm) when
# there is one, and names it in TOURBOOK_SCRATCH for the caller's cleanup (empty when nothing was
# made). The tests check what is written, not how fast this disk takes it: on ext4 mounted with
# discard each file created costs about 0.75 ms, which was half the unit tests' time. `make bench`
# stays on the disk; TOURBOOK_TESTS_ON_DISK=1 keeps the tests there too. A script run by another
# that already did this keeps its folder.
TOURBOOK_SCRATCH=""
case "${TMPDIR:-}" in
    /dev/shm/tourbook-tests.*) ;;
    *)
        if [ -z "${TOURBOOK_TESTS_ON_DISK:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
            TOURBOOK_SCRATCH=$(mktemp -d /dev/shm/tourbook-tests.XXXXXX)
            # Open to other users as /tmp is: the hosting tests' nginx and apache workers read
            # the folders made inside it (each of those is made and opened by its own test).
            chmod 755 "$TOURBOOK_SCRATCH"
            export TMPDIR=$TOURBOOK_SCRATCH
        fi
        ;;
esac
