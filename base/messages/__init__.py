"""The messages of each service, one module a service; the envelope and the codec they share
are ``base.envelope`` and ``base.codec``. Import them all through ``base.protocol``."""
