import Foundation
import Touchstone

// A photo gallery written as iOS engineers write it in UIKit: a paging scroll view pinned to the
// screen with Auto Layout, one zooming scroll view per photo laid out in `viewDidLayoutSubviews`,
// a double tap that zooms and a single tap that shows or hides the chrome, made to wait for the
// double tap. The only edits for Touchstone are target-action's (issue 20): the two
// `UITapGestureRecognizer(target: self, action: #selector(…))` became closures, and the two
// methods lost their `@objc`.

final class PhotoPageView: UIScrollView, UIScrollViewDelegate {
    let imageView = UIImageView()

    init(image: UIImage?) {
        super.init(frame: .zero)
        imageView.image = image
        imageView.contentMode = .scaleAspectFit
        addSubview(imageView)
        minimumZoomScale = 1
        maximumZoomScale = 3
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }
}

final class GalleryViewController: UIViewController, UIScrollViewDelegate {
    let pager = UIScrollView()
    let captionBar = UILabel()
    var pages: [PhotoPageView] = []
    var log: [String] = []
    var doubleTap: UITapGestureRecognizer!
    var singleTap: UITapGestureRecognizer!
    private(set) var currentPage = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        pager.translatesAutoresizingMaskIntoConstraints = false
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.delegate = self
        view.addSubview(pager)

        for name in ["photo.fill", "photo.on.rectangle", "photo.artframe"] {
            let page = PhotoPageView(image: UIImage(systemName: name))
            pages.append(page)
            pager.addSubview(page)
        }

        captionBar.translatesAutoresizingMaskIntoConstraints = false
        captionBar.text = "1 of 3"
        captionBar.textColor = .white
        captionBar.textAlignment = .center
        captionBar.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        view.addSubview(captionBar)

        NSLayoutConstraint.activate([
            pager.topAnchor.constraint(equalTo: view.topAnchor),
            pager.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            pager.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pager.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            captionBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            captionBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            captionBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            captionBar.heightAnchor.constraint(equalToConstant: 44),
        ])

        doubleTap = UITapGestureRecognizer { [weak self] tap in self?.zoom(tap) }
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)

        singleTap = UITapGestureRecognizer { [weak self] _ in self?.toggleChrome() }
        singleTap.require(toFail: doubleTap)
        view.addGestureRecognizer(singleTap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = pager.bounds.size
        for (i, page) in pages.enumerated() {
            page.frame = CGRect(x: CGFloat(i) * size.width, y: 0, width: size.width, height: size.height)
            if page.zoomScale == 1 { page.imageView.frame = page.bounds }
        }
        pager.contentSize = CGSize(width: size.width * CGFloat(pages.count), height: size.height)
    }

    func zoom(_ tap: UITapGestureRecognizer) {
        let page = pages[currentPage]
        page.setZoomScale(page.zoomScale > 1 ? 1 : 2, animated: true)
        log.append("zoom \(page.zoomScale)")
    }

    func toggleChrome() {
        captionBar.isHidden.toggle()
        log.append(captionBar.isHidden ? "chrome hidden" : "chrome shown")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView === pager, pager.bounds.width > 0 else { return }
        currentPage = Int((pager.contentOffset.x / pager.bounds.width).rounded())
        captionBar.text = "\(currentPage + 1) of \(pages.count)"
        log.append("page \(currentPage)")
    }
}
