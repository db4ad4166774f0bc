"""Contexts and operators: tt_ctx and tt_op behind a NumPy-style API."""
import ctypes
import struct
import threading
import warnings
from dataclasses import dataclass

import numpy as np

from . import _lib
from ._arrays import NAME, NUMPY, TENSOR_SIZE, address, describe, pack_ptr, rest
from ._errors import BY_STATUS, Error, InvalidArgError

for _cls in BY_STATUS.values():
    _cls.status_name = _lib.tt_status_str(_cls.status).decode()

_ndarray = np.ndarray
_empty = np.empty
_run = _lib.tt_op_run


def _raise(st):
    """The exception of status st with this thread's last tt message
    (tt_errmsg(NULL): per thread, so threads never read each other's)."""
    msg = (_lib.tt_errmsg(None) or b"").decode("utf-8", "replace")
    raise BY_STATUS.get(st, Error)(msg or _lib.tt_status_str(st).decode())


def version():
    """libtt's version string (tt_version)."""
    return _lib.tt_version().decode()


def _opt_value(key, v):
    if isinstance(v, bool):
        v = int(v)
    if key == "budget" and isinstance(v, (int, float)) and not isinstance(v, bool):
        v = "0" if v == 0 else "%dms" % round(v * 1000)   # seconds
    if key == "cache_path" and isinstance(v, (list, tuple)):
        v = ":".join(str(p) for p in v)
    v = str(v)
    if "," in v:
        raise InvalidArgError(f"option {key}={v!r}: a value may not contain ','")
    return v


@dataclass(frozen=True)
class Report:
    """What happened at the first call for a set of shapes (tt_report)."""
    cache_hit: bool     # the kernel was loaded from the cache
    tuned: bool         # tuned by this process at its first call
    tune_ms: float      # time spent tuning (0 if none)
    compile_ms: float   # compiling or loading the kernel
    config: str         # the schedule (Config text)
    kernel: str = ""    # which kernel calls run: cached, tuned, reused, default
    tuning: bool = False  # a background session (tune_mode=background) is under way


class Context:
    """A tt context (tt_ctx): its target, thread pool, cache and kernels.

    Options override the TT_* variables, as tt_ctx_new's options string
    does: ``budget`` (``"2s"``, ``"64trials"``, ``"0"``, or a number of
    seconds), ``threads``, ``cache_dir``, ``cache_path`` (a string or a
    list), ``target``, ``log``, ``require_cached``, ``predictor``.
    ``options`` is a raw ``"key=value,..."`` string, applied first.
    A value that does not parse raises EnvError with tt's message.
    """

    def __init__(self, options=None, **kw):
        items = []
        if options:
            for part in str(options).split(","):
                if part.strip():
                    k, _, v = part.partition("=")
                    items.append((k.strip(), v.strip()))
        for k, v in kw.items():
            if v is not None:
                items.append((k, _opt_value(k, v)))
        merged = {}
        for k, v in items:
            merged[k] = v          # later wins: a keyword over the string
        self._options = merged
        text = ",".join(f"{k}={v}" for k, v in merged.items())
        h = _lib.tt_ctx_new(text.encode() if text else None)
        if not h:
            _raise(_lib.tt_errstatus())
        self._h = h

    @property
    def options(self):
        """The options this context was made with (a dict of strings)."""
        return dict(self._options)

    def op(self, src, **attrs):
        """An operator: a shipped name (``"matmul"``, ``"conv2d"``, ...) or
        the text of a definition; attributes as keywords (``stride_h=2``)."""
        return Op(self, src, attrs)

    def tune(self, op, *inputs, budget=None, out=None):
        """Tune ``op`` for the shapes, strides and dtypes of ``inputs``
        ahead of its first call there, and return the Report.

        Without ``budget`` this is ``op.prepare``: the context's budget.
        With one (``"30s"``, ``"64trials"``) the first sight of the Task
        happens in a session of its own, a context with this one's options
        and that budget: the cache first (a winner there is used as it is,
        ``cache_hit``), else a tuning session within the budget whose winner
        goes to the cache; this context then loads it from the cache.  A
        context that already had a kernel for these shapes keeps it (a
        warning says so when a new winner was tuned); new contexts and
        processes get the winner.
        Inputs may be arrays or shape tuples."""
        if op.context is not self:
            raise InvalidArgError(f"tune: operator '{op.name}' belongs to another context")
        if budget is None:
            op.prepare(*inputs, out=out)
            return op.report(*inputs)
        had = op._has_kernel(inputs)
        opts = dict(self._options)
        opts["budget"] = _opt_value("budget", budget)
        sess = Context(",".join(f"{k}={v}" for k, v in opts.items()))
        try:
            twin = sess.op(op.source, **op.attrs)
            try:
                for i in op._constants:
                    twin.set_constant(i)
                twin.prepare(*inputs, out=out)
                rep = twin.report(*inputs)
            finally:
                twin.close()
        finally:
            sess.close()
        if had and rep.tuned:
            warnings.warn(f"tt: '{op.name}' already had a kernel for these shapes in this "
                          "context and keeps it; the tuned winner is in the cache for new "
                          "contexts and processes", RuntimeWarning, stacklevel=2)
        else:
            op.prepare(*inputs, out=out)
        return rep

    def close(self):
        """Release this handle (operators keep the context alive in tt)."""
        h, self._h = self._h, None
        if h:
            _lib.tt_ctx_free(h)

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self):
        opts = ",".join(f"{k}={v}" for k, v in self._options.items())
        return f"tt.Context({opts!r})"


_default = None
_default_lock = threading.Lock()


def default_context():
    """The process's shared context, from the TT_* variables (made once)."""
    global _default
    if _default is None:
        with _default_lock:
            if _default is None:
                _default = Context()
    return _default


def op(src, **attrs):
    """An operator on the default context: ``tt.op("matmul")``."""
    return default_context().op(src, **attrs)


# ---- the fast path ---------------------------------------------------------------
#
# A call on ndarrays whose shapes, strides and dtypes the operator has met
# costs one dict lookup, the data pointers, one struct.pack per side and the
# foreign call.  The functions doing it are written out per number of
# inputs and outputs (no loops, no per-call lists) and compiled once per
# arity.  Their table entry (Op._remember) is a tuple:
#   pack_in, pack_out, rest_0..rest_{nin-1}, mask_0..mask_{nin+nout'-1},
#   out_rest_0..out_rest_{nout-1} [, out_shape_0.., out_dtype_0..]
# (nout' = nout with out=, 0 without; the shapes and dtypes are there
# without out=).  Anything else returns _MISS and takes Op._call.

_MISS = object()
_FAST = {}


def _fast_source(nin, nout):
    X = [f"x{i}" for i in range(nin)]
    O = [f"o{j}" for j in range(nout)]

    def key(names):
        return "(" + "".join(f"{x}.shape, {x}.strides, {x}.dtype, " for x in names) + ")"

    def types(names):
        return " and ".join(f"type({x}) is nd" for x in names) or "True"

    def pointers(names):
        return "; ".join(f"p{x} = address({x})" for x in names)

    def packed(names, first):
        return ", ".join(f"p{x}, s[{first + k}]" for k, x in enumerate(names))

    def unpack(names, what):
        return (", ".join(names) + ", = " + what) if names else "pass"

    R, M = 2, 2 + nin                     # where rests and masks start
    ret = O[0] if nout == 1 else "(" + ", ".join(O) + ("," if nout == 1 else "") + ")"
    masks_in = " | ".join(f"(p{x} & s[{M + k}])" for k, x in enumerate(X)) or "0"
    OR = M + nin                           # out rests, without out=
    SH = OR + nout
    alloc = "; ".join(f"{o} = empty(s[{SH + j}], s[{SH + nout + j}])"
                      for j, o in enumerate(O))
    allp = X + O
    masks_all = " | ".join(f"(p{x} & s[{M + k}])" for k, x in enumerate(allp)) or "0"
    ORo = M + nin + nout                   # out rests, with out=
    writable = " and ".join(f"{o}.flags.writeable" for o in O) or "True"
    if nout == 1:
        take_out = ("if type(out) is tuple:\n"
                    "        if len(out) != 1: return MISS\n"
                    "        o0, = out\n"
                    "    else:\n"
                    "        o0 = out")
    else:
        take_out = (f"if type(out) is not tuple or len(out) != {nout}: return MISS\n"
                    f"    {unpack(O, 'out')}")
    return f"""
def fast(inputs, sigs, h):
    if h is None or len(inputs) != {nin}: return MISS
    {unpack(X, 'inputs')}
    if not ({types(X)}): return MISS
    s = sigs.get({key(X)})
    if s is None: return MISS
    {pointers(X) or 'pass'}
    if {masks_in}: return MISS
    {alloc}
    st = run(h, s[0]({packed(X, R)}), {nin},
             s[1]({", ".join(f"address({o}), s[{OR + j}]" for j, o in enumerate(O))}), {nout})
    if st: fail(st)
    return {ret}

def fast_out(inputs, out, sigs, h):
    if h is None or len(inputs) != {nin}: return MISS
    {unpack(X, 'inputs')}
    {take_out}
    if not ({types(X + O)}): return MISS
    s = sigs.get({key(X + O)})
    if s is None or not ({writable}): return MISS
    {pointers(allp)}
    if {masks_all}: return MISS
    st = run(h, s[0]({packed(X, R)}), {nin}, s[1]({packed(O, ORo)}), {nout})
    if st: fail(st)
    return out
"""


def _fast_functions(nin, nout):
    fns = _FAST.get((nin, nout))
    if fns is None:
        env = {"MISS": _MISS, "nd": _ndarray, "address": address, "empty": _empty,
               "run": _run, "fail": _raise}
        exec(compile(_fast_source(nin, nout), f"<tt fast path {nin}->{nout}>", "exec"), env)
        fns = _FAST[(nin, nout)] = (env["fast"], env["fast_out"])
    return fns


class Op:
    """An operator (tt_op).  Call it on arrays: ``c = op(a, b)`` allocates
    the outputs (NumPy arrays), ``op(a, b, out=c)`` writes into them.  An
    operator with several outputs returns (and takes) a tuple.  Several
    threads may call one operator at once; the GIL is released while tt
    runs, compiles or tunes."""

    def __init__(self, ctx, src, attrs):
        if not ctx._h:
            raise InvalidArgError("the context is closed")
        self.context = ctx
        self.source = src
        self.attrs = dict(attrs)
        text = ",".join(f"{k}={int(v)}" for k, v in self.attrs.items())
        h = _lib.tt_op_new(ctx._h, src.encode(), text.encode() if text else None)
        if not h:
            _raise(_lib.tt_errstatus())   # NULL: the status is this thread's last
        self._h = h
        self.name = _lib.tt_op_name(h).decode()
        self.num_inputs = _lib.tt_op_num_inputs(h)
        self.num_outputs = _lib.tt_op_num_outputs(h)
        names, dtypes, ranks = [], [], []
        nm, dt, rk = ctypes.c_char_p(), ctypes.c_int(), ctypes.c_int()
        for i in range(self.num_inputs + self.num_outputs):
            st = _lib.tt_op_tensor(h, i, ctypes.byref(nm), ctypes.byref(dt), ctypes.byref(rk))
            if st:
                _raise(st)
            names.append(nm.value.decode())
            dtypes.append(dt.value)
            ranks.append(rk.value)
        n = self.num_inputs
        self.inputs = tuple(names[:n])
        self.outputs = tuple(names[n:])
        self._codes = dtypes
        self.dtypes = {names[i]: NUMPY[dtypes[i]] for i in range(len(names))}
        self.ranks = {names[i]: ranks[i] for i in range(len(names))}
        self._constants = set()
        self._sigs = {}    # fast path, outputs allocated
        self._osigs = {}   # fast path, out= given
        self._fast, self._fast_out = _fast_functions(n, len(names) - n)

    # ---- describing ------------------------------------------------------------

    def _name(self, i):
        return self.inputs[i] if i < self.num_inputs else f"#{i}"

    def _pack_inputs(self, inputs, specs=False):
        """(bytes of the tt_tensor array, keep-alives) of any inputs."""
        parts, keep = [], []
        for i, x in enumerate(inputs):
            code = self._codes[i] if specs and i < self.num_inputs else None
            p, r, k = describe(x, "input", self._name(i), spec_code=code)
            parts.append(pack_ptr(p) + r)
            if k is not None:
                keep.append(k)
        return b"".join(parts), keep

    def _pack_outputs(self, out):
        outs = out if isinstance(out, (tuple, list)) else (out,)
        parts, keep = [], []
        for i, x in enumerate(outs):
            name = self.outputs[i] if i < self.num_outputs else f"#{i}"
            p, r, k = describe(x, "output", name, out=True)
            parts.append(pack_ptr(p) + r)
            if k is not None:
                keep.append(k)
        return b"".join(parts), len(outs), keep

    def output_shape(self, *inputs, index=0):
        """The shape of output ``index`` for these inputs (arrays or shape
        tuples), as tt binds it."""
        ib, keep = self._pack_inputs(inputs, specs=True)
        rank = ctypes.c_int()
        shape = (ctypes.c_int64 * _lib.TT_MAX_RANK)()
        st = _lib.tt_op_output_shape(self._handle(), ib, len(inputs), index,
                                     ctypes.byref(rank), ctypes.byref(shape))
        if st:
            _raise(st)
        return tuple(shape[k] for k in range(rank.value))

    def _handle(self):
        h = self._h
        if not h:
            raise InvalidArgError(f"operator '{self.name}' is closed")
        return h

    # ---- calls -----------------------------------------------------------------

    def __call__(self, *inputs, out=None):
        if out is None:
            r = self._fast(inputs, self._sigs, self._h)
        else:
            r = self._fast_out(inputs, out, self._osigs, self._h)
        if r is _MISS:
            return self._call(inputs, out)
        return r

    def _remember(self, table, inputs, outs, ib, ob, shapes=None, dtypes=None):
        """Keep what a successful all-ndarray call needed, for the fast path
        (the layout _fast_source reads)."""
        arrays = tuple(inputs) + tuple(outs)
        if not all(type(x) is _ndarray for x in arrays):
            return
        nin, nout = len(inputs), len(ob) // TENSOR_SIZE
        rests = [ib[k * TENSOR_SIZE + 8:(k + 1) * TENSOR_SIZE] for k in range(nin)]
        orests = [ob[k * TENSOR_SIZE + 8:(k + 1) * TENSOR_SIZE] for k in range(nout)]
        sig = (struct.Struct("=" + "Q%ds" % (TENSOR_SIZE - 8) * nin).pack,
               struct.Struct("=" + "Q%ds" % (TENSOR_SIZE - 8) * nout).pack,
               *rests, *[x.itemsize - 1 for x in arrays], *orests)
        if shapes is not None:
            sig += (*shapes, *dtypes)
        if len(table) >= 64:
            table.clear()
        table[tuple(v for x in arrays for v in (x.shape, x.strides, x.dtype))] = sig

    def _call(self, inputs, out):
        h = self._handle()
        ib, keep = self._pack_inputs(inputs)
        if out is not None:
            ob, nout, keep2 = self._pack_outputs(out)
            st = _run(h, ib, len(inputs), ob, nout)
            del keep, keep2   # DLPack capsules: released after tt returned
            if st:
                _raise(st)
            outs = out if isinstance(out, tuple) else (out,)
            self._remember(self._osigs, inputs, outs, ib, ob)
            return out
        if len(inputs) != self.num_inputs:
            st = _run(h, ib, len(inputs), None, 0)   # tt says it, in its words
            _raise(st if st else 1)
        shapes = []
        for j in range(self.num_outputs):
            rank = ctypes.c_int()
            shape = (ctypes.c_int64 * _lib.TT_MAX_RANK)()
            st = _lib.tt_op_output_shape(h, ib, len(inputs), j, ctypes.byref(rank),
                                         ctypes.byref(shape))
            if st:
                _raise(st)
            shapes.append(tuple(shape[k] for k in range(rank.value)))
        codes = self._codes[self.num_inputs:]
        dtypes = [NUMPY[c] for c in codes]
        outs = [_empty(s, d) for s, d in zip(shapes, dtypes)]
        ob = b"".join([pack_ptr(address(o)) + rest(c, s)
                       for o, c, s in zip(outs, codes, shapes)])
        st = _run(h, ib, len(inputs), ob, len(outs))
        del keep
        if st:
            _raise(st)
        self._remember(self._sigs, inputs, (), ib, ob, shapes, dtypes)
        return outs[0] if len(outs) == 1 else tuple(outs)

    def prepare(self, *inputs, out=None):
        """Tune and compile for these inputs ahead of the first call
        (tt_op_prepare): arrays, or shape tuples of the declared dtypes."""
        ib, keep = self._pack_inputs(inputs, specs=True)
        if out is not None:
            ob, nout, keep2 = self._pack_outputs(out)
        else:
            ob, nout = None, 0
        st = _lib.tt_op_prepare(self._handle(), ib, len(inputs), ob, nout)
        del keep
        if st:
            _raise(st)

    def report(self, *inputs):
        """Whether the kernel for these inputs' shapes came from the cache,
        was tuned (and how long that took), and its schedule (tt_op_report).
        InvalidArgError if the operator has not run or been prepared there."""
        ib, keep = self._pack_inputs(inputs, specs=True)
        r = _lib.Report()
        st = _lib.tt_op_report(self._handle(), ib, len(inputs), ctypes.byref(r))
        del keep
        if st:
            _raise(st)
        return Report(bool(r.cache_hit), bool(r.tuned), r.tune_ms, r.compile_ms,
                      r.config.decode("utf-8", "replace"),
                      r.kernel.decode("utf-8", "replace"), bool(r.tuning))

    def _has_kernel(self, inputs):
        try:
            self.report(*inputs)
            return True
        except InvalidArgError:
            return False

    def set_dynamic(self, dim, lo, hi):
        """Declare dimension ``dim`` (a size name, ``"M"``) dynamic over
        lo..hi: a shape class (tt_op_set_dynamic).  Every size in the range
        then runs on one class kernel whose extent along ``dim`` is given at
        run time (tuned once, over the range, and cached), so a new size costs no
        tuning and no compiling.  ``set_dynamic(dim, 0, 0)`` drops
        it.  UnsupportedError says why a dimension cannot be dynamic."""
        st = _lib.tt_op_set_dynamic(self._handle(), str(dim).encode(), int(lo), int(hi))
        if st:
            _raise(st)

    def set_constant(self, which, constant=True):
        """Declare an input constant (weights), by name (``"B"``) or index:
        its packed layout is made once and kept for its data pointer
        (tt_op_set_constant).  Declare it again after changing the data
        behind the same array.  ``constant=False`` undeclares it."""
        if isinstance(which, str):
            if which not in self.inputs:
                raise InvalidArgError(f"'{self.name}' has no input '{which}' (its inputs: "
                                      f"{', '.join(self.inputs)})")
            index = self.inputs.index(which)
        else:
            index = int(which)
        st = _lib.tt_op_set_constant(self._handle(), index, 1 if constant else 0)
        if st:
            _raise(st)
        if constant:
            self._constants.add(index)
        else:
            self._constants.discard(index)
        self._sigs.clear()
        self._osigs.clear()

    def close(self):
        """Free the operator now (else when it is garbage-collected).  No
        call may be running on it."""
        h, self._h = self._h, None
        if h:
            _lib.tt_op_free(h)

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self):
        ins = ", ".join(f"{n}:{NAME[self._codes[i]]}" for i, n in enumerate(self.inputs))
        outs = ", ".join(f"{n}:{NAME[self._codes[self.num_inputs + i]]}"
                         for i, n in enumerate(self.outputs))
        return f"<tt.Op {self.name}({ins}) -> {outs}>"
