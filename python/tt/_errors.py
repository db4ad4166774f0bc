"""One exception class per tt_status (include/tt.h), each carrying tt's
message: ``str(e)`` is the sentence tt left (``tt_errmsg``), e.g.
``2:14: expected ']'`` or ``input 'B' has rank 3, the operator expects 2``.

Where a Python builtin means the same, the class derives from it too
(``ShapeError`` is a ``ValueError``, ``DtypeError`` a ``TypeError``,
``NoMemoryError`` a ``MemoryError``), so generic handlers keep working.
"""


class Error(Exception):
    """Any error tt reports.  ``status`` is the tt_status number,
    ``status_name`` tt's name for it (``tt_status_str``), ``message`` tt's
    sentence (also ``str(e)``)."""
    status = None
    status_name = "error"

    def __init__(self, message):
        super().__init__(message)
        self.message = message


class InvalidArgError(Error, ValueError):
    """TT_ERR_INVALID_ARG: a bad handle, count, index, attribute or argument."""
    status = 1


class ParseError(Error, ValueError):
    """TT_ERR_PARSE: the operator's text does not parse or check (LINE:COL: ...)."""
    status = 2


class ShapeError(Error, ValueError):
    """TT_ERR_SHAPE: shapes that do not bind, a wrong rank, a wrong output shape."""
    status = 3


class DtypeError(Error, TypeError):
    """TT_ERR_DTYPE: a tensor of the wrong or an unsupported dtype."""
    status = 4


class UnsupportedError(Error):
    """TT_ERR_UNSUPPORTED: valid, but not supported (negative strides,
    overlapping outputs, a non-CPU DLPack device, ...)."""
    status = 5


class CompileError(Error):
    """TT_ERR_COMPILE: code generation or the JIT failed."""
    status = 6


class KernelError(Error):
    """TT_ERR_RUNTIME: a kernel launch failed."""
    status = 7


class NoMemoryError(Error, MemoryError):
    """TT_ERR_NOMEM: out of memory."""
    status = 8


class EnvError(Error, ValueError):
    """TT_ERR_ENV: a TT_* variable or a context option that does not parse."""
    status = 9


class CacheError(Error):
    """TT_ERR_CACHE: the cache could not be used as asked."""
    status = 10


class NotCachedError(Error):
    """TT_ERR_NOT_CACHED: require_cached is on and the Task is not in the cache."""
    status = 11


class NoDeviceError(Error):
    """TT_ERR_NO_DEVICE: the target (an OpenCL platform or device) is missing."""
    status = 12


class InternalError(Error):
    """TT_ERR_INTERNAL: a bug in tt; please report it."""
    status = 13


BY_STATUS = {c.status: c for c in (
    InvalidArgError, ParseError, ShapeError, DtypeError, UnsupportedError, CompileError,
    KernelError, NoMemoryError, EnvError, CacheError, NotCachedError, NoDeviceError,
    InternalError)}
