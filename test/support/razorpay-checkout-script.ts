/**
 * The emulator's stand-in for https://checkout.razorpay.com/v1/checkout.js: `new Razorpay(options)`
 * with `.open()`, `.close()` and `.on('payment.failed', cb)`, as the store's web app uses it.
 * `.open()` shows a dialog with Pay, Fail and Close:
 * - Pay asks the emulator to authorise a payment on `options.order_id` (and capture it when the order
 *   or the emulator says so), then calls `options.handler({ razorpay_payment_id, razorpay_order_id,
 *   razorpay_signature })` with the emulator's real HMAC signature, and closes.
 * - Fail records a failed payment and calls the 'payment.failed' callbacks with Razorpay's
 *   `{ error: { code, description, source, step, reason, metadata: { order_id, payment_id } } }`;
 *   the dialog stays open, as Razorpay's does, so the shopper can pay again or close.
 * - Close (or Escape) removes the dialog and calls `options.modal.ondismiss()`.
 * It works under a strict CSP: elements are created with the DOM and styled through CSSOM
 * (`element.style.x = …`), with no inline style attributes, no <style> element and no eval.
 */
export function checkoutScript(apiBase: string): string {
  return `(function () {
  'use strict'
  var API = ${JSON.stringify(apiBase)}

  function el(tag, style, text) {
    var node = document.createElement(tag)
    for (var key in style) node.style[key] = style[key]
    if (text) node.textContent = text
    return node
  }

  function post(path, body) {
    return fetch(API + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      function (response) {
        return response.json().then(function (json) {
          return { ok: response.ok, json: json }
        })
      },
    )
  }

  function formatAmount(amount, currency) {
    try {
      var format = new Intl.NumberFormat(undefined, { style: 'currency', currency: currency })
      return format.format(amount / Math.pow(10, format.resolvedOptions().maximumFractionDigits))
    } catch (e) {
      return currency + ' ' + amount
    }
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options)
    if (!options || typeof options.key !== 'string' || options.key === '') throw new Error('Razorpay: options.key is required')
    this._options = options
    this._listeners = {}
    this._root = null
    this._onKey = null
  }

  Razorpay.prototype.on = function (name, callback) {
    ;(this._listeners[name] = this._listeners[name] || []).push(callback)
    return this
  }

  Razorpay.prototype._emit = function (name, value) {
    ;(this._listeners[name] || []).forEach(function (callback) {
      callback(value)
    })
  }

  Razorpay.prototype.close = function () {
    if (!this._root) return
    this._root.remove()
    this._root = null
    document.removeEventListener('keydown', this._onKey)
  }

  Razorpay.prototype.open = function () {
    if (this._root) return this
    var self = this
    var o = this._options
    var prefill = o.prefill || {}
    var overlay = el('div', {
      position: 'fixed', top: '0', left: '0', right: '0', bottom: '0', zIndex: '2147483647',
      display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(0, 0, 0, 0.5)',
    })
    overlay.setAttribute('data-razorpay-emulator', '')
    var dialog = el('div', {
      background: '#fff', color: '#111', borderRadius: '8px', padding: '24px', width: '320px', maxWidth: '90vw',
      fontFamily: 'system-ui, sans-serif', boxShadow: '0 8px 32px rgba(0, 0, 0, 0.3)',
    })
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-label', 'Razorpay Checkout')
    dialog.appendChild(el('h2', { margin: '0 0 8px', fontSize: '18px' }, o.name || 'Razorpay Checkout'))
    if (o.description) dialog.appendChild(el('p', { margin: '0 0 8px' }, o.description))
    var order = o.order_id ? 'Order ' + o.order_id : 'No order id'
    dialog.appendChild(el('p', { margin: '0 0 8px', fontSize: '22px', fontWeight: '600' }, formatAmount(o.amount, o.currency || 'INR')))
    dialog.appendChild(el('p', { margin: '0 0 8px', fontSize: '12px', color: '#555' }, order))
    if (prefill.email || prefill.contact)
      dialog.appendChild(el('p', { margin: '0 0 8px', fontSize: '12px', color: '#555' }, [prefill.email, prefill.contact].filter(Boolean).join(' · ')))
    var status = el('p', { minHeight: '20px', margin: '8px 0', color: '#b00020' }, '')
    status.setAttribute('role', 'status')
    dialog.appendChild(status)
    var row = el('div', { display: 'flex', gap: '8px' })
    function button(label, background) {
      var node = el('button', { flex: '1', padding: '10px', border: '0', borderRadius: '6px', color: '#fff', background: background, cursor: 'pointer' }, label)
      node.type = 'button'
      row.appendChild(node)
      return node
    }
    var pay = button('Pay', '#2b6de6')
    var fail = button('Fail', '#b00020')
    var close = button('Close', '#555')
    dialog.appendChild(row)
    overlay.appendChild(dialog)

    function busy(on, text) {
      pay.disabled = fail.disabled = on
      status.textContent = text
    }
    function dismiss() {
      self.close()
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss()
    }
    var body = { key: o.key, order_id: o.order_id, email: prefill.email || null, contact: prefill.contact || null }
    pay.addEventListener('click', function () {
      busy(true, 'Processing payment...')
      post('/v1/emulator/pay', body).then(
        function (result) {
          if (!result.ok) return busy(false, result.json.error.description)
          self.close()
          if (typeof o.handler === 'function') o.handler(result.json)
        },
        function () {
          busy(false, 'The payment server did not answer')
        },
      )
    })
    fail.addEventListener('click', function () {
      busy(true, 'Processing payment...')
      post('/v1/emulator/fail', body).then(
        function (result) {
          busy(false, 'Payment failed: ' + result.json.error.description)
          if (result.ok) self._emit('payment.failed', result.json)
        },
        function () {
          busy(false, 'The payment server did not answer')
        },
      )
    })
    close.addEventListener('click', dismiss)
    this._onKey = function (event) {
      if (event.key === 'Escape') dismiss()
    }
    document.addEventListener('keydown', this._onKey)
    document.body.appendChild(overlay)
    this._root = overlay
    pay.focus()
    return this
  }

  window.Razorpay = Razorpay
})()
`
}
